import { Badge, Button, Dialog, Field, HStack, Textarea, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuCloudUpload, LuPlay } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { TaskStatus } from '@/api/update-task-status';
import { useWaiting } from '@/lib/outbox/snapshot';
import { taskStatusWrite } from '@/lib/outbox/writes';
import { useErrorText } from '../errors/error-alert';
import { toaster } from '../ui/toaster';
import { DialogCancelButton } from '../dialog-buttons';
import { ModalDialog } from '../modal-dialog';
import { outboxMessages } from '../outbox/messages';
import { useOutboxWrite } from '../outbox/use-outbox-write';
import { taskStatusMessages as m } from './messages';

const PALETTE: Record<string, string> = { OPEN: 'orange', IN_PROGRESS: 'blue', DONE: 'green' };

/** A task's status in the user's language (a task without one is still to do). */
export function TaskStatusBadge({ status }: { status?: string | null }) {
  const intl = useIntl();
  const value = status || 'OPEN';
  const label = value in m ? intl.formatMessage(m[value as TaskStatus]) : value;
  return (
    <Badge colorPalette={PALETTE[value] ?? 'gray'} variant="subtle">
      {label}
    </Badge>
  );
}

/**
 * Start (OPEN → IN_PROGRESS) and complete with remarks (→ DONE); nothing once done. Through the
 * outbox: without a network the change waits on the phone and the task says so.
 */
export function TaskStatusActions({
  task,
  size = 'md',
}: {
  task: { id: string; title: string; status?: string | null };
  size?: ButtonProps['size'];
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { send, isPending } = useOutboxWrite();
  const waiting = useWaiting('task', task.id);
  const [next, setNext] = useState<'IN_PROGRESS' | 'DONE' | null>(null);
  const [open, setOpen] = useState(false);
  const [remarks, setRemarks] = useState('');
  const status = task.status || 'OPEN';
  if (status === 'DONE') return null;
  if (waiting) {
    return (
      <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start">
        <LuCloudUpload /> {intl.formatMessage(outboxMessages.waitingToSend)}
      </Badge>
    );
  }

  const run = async (to: 'IN_PROGRESS' | 'DONE') => {
    const label = intl.formatMessage(to === 'DONE' ? m.completeOf : m.startOf, { title: task.title });
    setNext(to);
    try {
      const fate = await send(taskStatusWrite(task.id, to, label, to === 'DONE' ? remarks.trim() || undefined : undefined));
      if (fate.state === 'sent') toaster.create({ type: 'success', title: intl.formatMessage(to === 'DONE' ? m.completed : m.started) });
      setOpen(false);
      setRemarks('');
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(m.failed), description: errorText(error) });
    } finally {
      setNext(null);
    }
  };

  return (
    <HStack gap="2" wrap="wrap">
      {status === 'OPEN' && (
        <Button
          size={size}
          variant="outline"
          colorPalette="blue"
          aria-label={intl.formatMessage(m.startOf, { title: task.title })}
          loading={isPending && next === 'IN_PROGRESS'}
          disabled={isPending}
          onClick={() => void run('IN_PROGRESS')}
        >
          <LuPlay /> {intl.formatMessage(m.start)}
        </Button>
      )}
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button size={size} colorPalette="green" aria-label={intl.formatMessage(m.completeOf, { title: task.title })} disabled={isPending}>
            <LuCheck /> {intl.formatMessage(m.complete)}
          </Button>
        }
        title={intl.formatMessage(m.completeTitle, { title: task.title })}
      >
        <Dialog.Body>
          <Field.Root>
            <Field.Label>{intl.formatMessage(m.remarks)}</Field.Label>
            <Textarea name="completionRemarks" value={remarks} maxLength={1000} rows={3} onChange={(event) => setRemarks(event.target.value)} />
          </Field.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <DialogCancelButton disabled={isPending} />
          <Button colorPalette="green" loading={isPending} onClick={() => void run('DONE')}>
            <LuCheck /> {intl.formatMessage(m.complete)}
          </Button>
        </Dialog.Footer>
      </ModalDialog>
    </HStack>
  );
}
