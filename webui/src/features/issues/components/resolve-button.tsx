import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useErrorText } from '@/components/errors/error-alert';
import { toaster } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-error';
import { useResolveIssue } from '../api/resolve-issue';
import { issueMessages as m } from '../messages';

/**
 * Marks an issue as resolved. A 409 means someone else resolved it first: the user is
 * told so. Either way the issue and its lists load again.
 */
export function ResolveButton({ issueId, ...buttonProps }: { issueId: string } & Omit<ButtonProps, 'onClick'>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const resolveIssue = useResolveIssue({
    onSuccess: () => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.resolvedToast) });
    },
    onError: (error) => {
      // Someone resolved it first (servers without codes answer a bare 409).
      if (isApiError(error) && error.status === 409 && (error.code === 'already-resolved' || error.code === null)) {
        toaster.create({ type: 'info', title: intl.formatMessage(m.alreadyResolved) });
      } else {
        toaster.create({ type: 'error', title: intl.formatMessage(m.resolveFailed), description: errorText(error) });
      }
    },
  });
  return (
    <Button colorPalette="green" onClick={() => resolveIssue.mutate(issueId)} loading={resolveIssue.isPending} {...buttonProps}>
      <LuCircleCheck /> {intl.formatMessage(m.markResolved)}
    </Button>
  );
}
