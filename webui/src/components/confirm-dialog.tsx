import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DialogCancelButton, DialogCloseButton } from './dialog-buttons';

/** A yes/no question; `onConfirm` may be async, the dialog waits and then closes. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = true,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => Promise<void> | void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !busy && onOpenChange(details.open)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof description === 'string' ? <Text>{description}</Text> : description}
            </Dialog.Body>
            <Dialog.Footer>
              <DialogCancelButton disabled={busy} />
              <Button colorPalette={destructive ? 'red' : 'teal'} onClick={confirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton disabled={busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
