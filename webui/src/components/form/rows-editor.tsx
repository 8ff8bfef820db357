import { Button, Flex, IconButton, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FieldFrame, FormSectionTitle } from './fields';

/**
 * A list of rows under its title (a device's KPI parameters and accessories, an issue type's
 * escalation steps): what `note` says above them, each row's fields with a button that takes
 * the row out, and one that adds `newRow` while there are fewer than `max`.
 */
export function RowsEditor<R>({
  words,
  note,
  rows,
  onChange,
  newRow,
  max,
  children,
}: {
  /** The list's title, its add button, and the remove button of row `{number}`. */
  words: { title: MessageDescriptor; add: MessageDescriptor; remove: MessageDescriptor };
  note?: ReactNode;
  rows: R[];
  onChange: (rows: R[]) => void;
  newRow: R;
  /** The most rows the list takes: the add button goes once there are as many. */
  max?: number;
  /** A row's fields, given its index and its number from 1. */
  children: (row: R, index: number, number: number) => ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(words.title);
  return (
    <Stack gap="3" role="group" aria-label={title}>
      <FormSectionTitle>{title}</FormSectionTitle>
      {note}
      {rows.map((row, index) => (
        <Flex key={index} gap="2" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
          {children(row, index, index + 1)}
          <IconButton
            aria-label={intl.formatMessage(words.remove, { number: index + 1 })}
            variant="ghost"
            colorPalette="red"
            mt={{ sm: '6' }}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <LuTrash2 />
          </IconButton>
        </Flex>
      ))}
      {(max === undefined || rows.length < max) && (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange([...rows, newRow])}>
          <LuPlus /> {intl.formatMessage(words.add)}
        </Button>
      )}
    </Stack>
  );
}

/** One field of a row, named with the row's number ("Quantity 2"), with its mistake under it. */
export function RowField({ label, number, ...frame }: Omit<ComponentProps<typeof FieldFrame>, 'label'> & { label: string; number: number }) {
  return <FieldFrame label={`${label} ${number}`} {...frame} />;
}
