import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuCircleCheck, LuCloudUpload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useErrorText } from '../errors/error-alert';
import { toaster } from '../ui/toaster';
import { resolveIssueWrite } from '@/lib/outbox/writes';
import { useWaiting } from '@/lib/outbox/snapshot';
import { outboxMessages as m } from './messages';
import { useOutboxWrite } from './use-outbox-write';

/**
 * Marks an issue as resolved through the outbox: at once online, or kept on the phone and shown
 * as "Waiting to send" until the network is back. Someone who resolved it first is a conflict
 * shown with who and when (components/outbox/outbox-outcomes.tsx), not an error.
 */
export function ResolveIssueButton({ issueId, name, ...buttonProps }: { issueId: string; name?: string } & Omit<ButtonProps, 'onClick'>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const waiting = useWaiting('resolve', issueId);
  const { send, isPending } = useOutboxWrite();
  const label = name ? intl.formatMessage(m.resolveLabel, { name }) : intl.formatMessage(m.resolveAnyLabel);
  const resolve = async () => {
    try {
      const fate = await send(resolveIssueWrite(issueId, label));
      if (fate.state === 'sent') toaster.create({ type: 'success', title: intl.formatMessage(m.resolvedToast) });
      if (fate.state === 'conflict') toaster.create({ type: 'info', title: intl.formatMessage(m.alreadyResolved) });
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(m.resolveFailed), description: errorText(error) });
    }
  };
  if (waiting) {
    return (
      <Button colorPalette="orange" variant="subtle" disabled {...buttonProps}>
        <LuCloudUpload /> {intl.formatMessage(m.waitingToSend)}
      </Button>
    );
  }
  return (
    <Button
      colorPalette="green"
      onClick={() => void resolve()}
      loading={isPending}
      aria-label={name ? intl.formatMessage(m.markResolvedOf, { name }) : undefined}
      {...buttonProps}
    >
      <LuCircleCheck /> {intl.formatMessage(m.markResolved)}
    </Button>
  );
}
