import { Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogCloseButton } from './dialog-buttons';

/**
 * A dialog in the middle of the screen: the button that opens it (if any), its title, its body
 * and footer (`children`), and the ✕ in its corner. With `onSubmit` the whole dialog is one form.
 */
export function ModalDialog({
  open,
  onOpenChange,
  trigger,
  title,
  role,
  busy,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** While its action runs, the ✕ is off. */
  busy?: boolean;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children}
      <DialogCloseButton disabled={busy} />
    </>
  );
  return (
    <Dialog.Root role={role} open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          {onSubmit ? (
            <Dialog.Content asChild>
              <form onSubmit={onSubmit} noValidate>
                {content}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>{content}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
