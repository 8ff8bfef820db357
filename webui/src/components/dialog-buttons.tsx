import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from './messages';

/** A dialog footer's "Cancel": closes the dialog; off while its action runs. */
export function DialogCancelButton({ disabled }: { disabled?: boolean }) {
  const intl = useIntl();
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline" disabled={disabled}>
        {intl.formatMessage(commonMessages.cancel)}
      </Button>
    </Dialog.ActionTrigger>
  );
}

/** The ✕ in a dialog's corner. */
export function DialogCloseButton({ disabled }: { disabled?: boolean }) {
  const intl = useIntl();
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} disabled={disabled} />
    </Dialog.CloseTrigger>
  );
}

/** The footer of a dialog holding a form: "Cancel" and the form's submit button. */
export function DialogFormFooter({ submitting, submitLabel }: { submitting: boolean; submitLabel: string }) {
  return (
    <Dialog.Footer>
      <DialogCancelButton disabled={submitting} />
      <Button type="submit" colorPalette="teal" loading={submitting}>
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
