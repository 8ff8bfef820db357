import { Button, Dialog, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DialogCancelButton } from './dialog-buttons';
import { ModalDialog } from './modal-dialog';

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
    <ModalDialog role="alertdialog" open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} busy={busy}>
      <Dialog.Body>{typeof description === 'string' ? <Text>{description}</Text> : description}</Dialog.Body>
      <Dialog.Footer>
        <DialogCancelButton disabled={busy} />
        <Button colorPalette={destructive ? 'red' : 'teal'} onClick={confirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}
