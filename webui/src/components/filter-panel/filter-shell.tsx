import { Badge, Button, Card, CloseButton, Dialog, HStack, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuFilter, LuFilterX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useIsPhone } from '@/lib/use-media-query';
import { commonMessages } from '../messages';
import { filterMessages as m } from './messages';

export interface FilterChip {
  key: string;
  text: string;
  remove: () => void;
}

/** The chosen items as removable chips, with "clear filters". */
function FilterChips({ chips, onClear }: { chips: FilterChip[]; onClear: () => void }) {
  const intl = useIntl();
  if (chips.length === 0) return null;
  return (
    <Wrap gap="2" align="center" role="group" aria-label={intl.formatMessage(m.applied)}>
      {chips.map((chip) => (
        <Badge key={chip.key} size="lg" colorPalette="teal" variant="surface" maxW="full" gap="1" pe="0.5" rounded="full">
          <Text as="span" truncate>
            {chip.text}
          </Text>
          <CloseButton
            size="2xs"
            variant="ghost"
            colorPalette="teal"
            rounded="full"
            aria-label={intl.formatMessage(m.remove, { label: chip.text })}
            onClick={chip.remove}
          />
        </Badge>
      ))}
      <Button size="xs" variant="ghost" colorPalette="red" onClick={onClear}>
        <LuFilterX /> {intl.formatMessage(m.clear)}
      </Button>
    </Wrap>
  );
}

/**
 * What every filter panel shows around its form: the "Filters" toggle counting the chosen
 * items, the form (inline on wide screens, in a modal on phones, which applying closes)
 * and the chips. `form` is given what to call once applied.
 */
export function FilterShell({
  chips,
  onClear,
  form,
}: {
  chips: FilterChip[];
  onClear: () => void;
  form: (onApplied?: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const count = chips.length;
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button
          variant={open ? 'subtle' : 'outline'}
          colorPalette={count > 0 ? 'teal' : 'gray'}
          onClick={() => setOpen((current) => !current)}
          aria-expanded={open}
        >
          <LuFilter /> {count > 0 ? intl.formatMessage(m.filtersCount, { count }) : intl.formatMessage(m.filters)}
        </Button>
      </HStack>
      {open && !phone && (
        <Card.Root size="sm" variant="outline">
          <Card.Body>{form()}</Card.Body>
        </Card.Root>
      )}
      {phone && (
        <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom" size="full">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{intl.formatMessage(m.title)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>{form(() => setOpen(false))}</Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
      <FilterChips chips={chips} onClear={onClear} />
    </Stack>
  );
}
