import { Badge, Box, Button, Dialog, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCloudUpload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useTimeFormat } from '@/lib/format';
import { outboxActions, useOutbox } from '@/lib/outbox/snapshot';
import { ModalDialog } from '../modal-dialog';
import { outboxMessages as m } from './messages';

/** The waiting writes, oldest first: what each is and when it was made. */
function WaitingList() {
  const intl = useIntl();
  const formatTime = useTimeFormat();
  const { writes } = useOutbox();
  if (writes.length === 0) return <Text color="fg.muted">{intl.formatMessage(m.nothingWaiting)}</Text>;
  return (
    <List.Root as="ol" gap="2" ps="5" aria-label={intl.formatMessage(m.panelTitle)}>
      {writes.map((write) => (
        <List.Item key={write.id}>
          <Stack gap="0">
            <Text>{write.label}</Text>
            <Text fontSize="xs" color="fg.muted">
              {intl.formatMessage(m.queuedAt, { time: formatTime(write.queuedAt) })}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The top bar's "Waiting to send: N" button (on a phone the icon and the count) and the list it opens. */
export default function OutboxPanel() {
  const intl = useIntl();
  const { writes } = useOutbox();
  const [open, setOpen] = useState(false);
  if (writes.length === 0 && !open) return null;
  const label = intl.formatMessage(m.waiting, { count: writes.length });
  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage(m.panelTitle)}
      trigger={
        <Button variant="ghost" size="sm" colorPalette="orange" aria-label={label} title={label} px="2" data-testid="outbox-indicator">
          <LuCloudUpload />
          <Box as="span" display={{ base: 'none', lg: 'inline' }}>
            {intl.formatMessage(m.panelTitle)}
          </Box>
          <Badge colorPalette="orange" variant="solid" aria-hidden>
            {writes.length}
          </Badge>
        </Button>
      }
    >
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.panelHint)}
          </Text>
          <WaitingList />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={writes.length === 0} onClick={() => void outboxActions().then(({ flushNow }) => flushNow(true))}>
          {intl.formatMessage(m.sendNow)}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}
