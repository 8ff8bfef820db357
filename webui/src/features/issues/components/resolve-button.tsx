import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useErrorText } from '@/components/errors/error-alert';
import { toaster } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-error';
import { resolveIssue } from '../api/resolve-issue';
import { issueMessages as m } from '../messages';

/**
 * Marks an issue as resolved. A 409 means someone else resolved it first: the user is
 * told so, and `onResolved` refreshes the screen either way.
 */
export function ResolveButton({
  issueId,
  onResolved,
  ...buttonProps
}: { issueId: string; onResolved: () => void } & Omit<ButtonProps, 'onClick'>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const resolve = async () => {
    setBusy(true);
    try {
      await resolveIssue(issueId);
      toaster.create({ type: 'success', title: intl.formatMessage(m.resolvedToast) });
      onResolved();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toaster.create({ type: 'info', title: intl.formatMessage(m.alreadyResolved) });
        onResolved();
      } else {
        toaster.create({ type: 'error', title: intl.formatMessage(m.resolveFailed), description: errorText(error) });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button colorPalette="green" onClick={resolve} loading={busy} {...buttonProps}>
      <LuCircleCheck /> {intl.formatMessage(m.markResolved)}
    </Button>
  );
}
