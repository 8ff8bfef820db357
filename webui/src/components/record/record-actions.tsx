import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPencil } from 'react-icons/lu';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DeleteButton } from '../delete-button';
import { commonMessages } from '../messages';

/** A feature's words for deleting one of its records; `deleteOneBody` takes the record's `{name}`. */
export interface DeleteMessages {
  deleteOne: MessageDescriptor;
  deleteOneBody: MessageDescriptor;
  deletedOne: MessageDescriptor;
}

export interface DeleteRecordProps {
  messages: DeleteMessages;
  name: string;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
}

/** "Edit" on an info page, leading to the record's edit form. */
export function EditLinkButton({ to }: { to: string }) {
  const intl = useIntl();
  return (
    <Button asChild variant="outline">
      <RouterLink to={to}>
        <LuPencil /> {intl.formatMessage(commonMessages.edit)}
      </RouterLink>
    </Button>
  );
}

/** "Delete" on an info page, with the feature's confirmation and done message. */
export function DeleteRecordButton({ messages, name, onDelete, onDeleted }: DeleteRecordProps) {
  const intl = useIntl();
  return (
    <DeleteButton
      title={intl.formatMessage(messages.deleteOne)}
      description={intl.formatMessage(messages.deleteOneBody, { name })}
      doneMessage={intl.formatMessage(messages.deletedOne)}
      onDelete={onDelete}
      onDeleted={onDeleted}
    />
  );
}

/** An info page's actions: any of the feature's own first, then Edit (where there is an edit form) and Delete. */
export function RecordActions({ editTo, children, ...deletion }: DeleteRecordProps & { editTo?: string; children?: ReactNode }) {
  return (
    <>
      {children}
      {editTo && <EditLinkButton to={editTo} />}
      <DeleteRecordButton {...deletion} />
    </>
  );
}
