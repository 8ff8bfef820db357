import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from './confirm-dialog';
import { useErrorText } from './errors/error-alert';
import { commonMessages } from './messages';
import { toaster } from './ui/toaster';

/** Deletes one object after a confirmation that says it cannot be undone. */
export function DeleteButton({
  title,
  description,
  onDelete,
  onDeleted,
  doneMessage,
}: {
  title: string;
  description: string;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
  doneMessage: string;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const run = async () => {
    try {
      await onDelete();
      toaster.create({ type: 'success', title: doneMessage });
      onDeleted();
    } catch (error) {
      toaster.create({ type: 'error', title: errorText(error) });
    }
  };
  return (
    <>
      <Button variant="outline" colorPalette="red" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <LuTrash2 /> {intl.formatMessage(commonMessages.delete)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={intl.formatMessage(commonMessages.delete)}
        onConfirm={run}
      />
    </>
  );
}
