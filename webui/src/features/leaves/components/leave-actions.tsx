import { Button, HStack, type ButtonProps } from '@chakra-ui/react';
import { LuCheck, LuUndo2, LuX } from 'react-icons/lu';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText } from '@/components/errors/error-alert';
import { toaster } from '@/components/ui/toaster';
import { useDecideLeave } from '../api/decide-leave';
import { leaveMessages as m } from '../messages';
import type { Leave, LeaveDecision } from '../types';

/**
 * Approve and reject where the server says the user may decide (`canDecide`), withdraw where
 * they may withdraw (`canWithdraw`). `remarks` go with the decision when given.
 */
export function LeaveActions({ leave, remarks, size = 'sm' }: { leave: Leave; remarks?: string; size?: ButtonProps['size'] }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const decide = useDecideLeave();
  const name = leave.staffName ?? leave.staffId;
  const pending = decide.isPending ? decide.variables?.decision.status : undefined;

  const run = async (status: LeaveDecision['status'], done: MessageDescriptor) => {
    try {
      await decide.mutateAsync({ id: leave.id, decision: { status, ...(remarks?.trim() ? { remarks: remarks.trim() } : {}) } });
      toaster.create({ type: 'success', title: intl.formatMessage(done) });
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(m.decisionFailed), description: errorText(error) });
    }
  };

  if (!leave.canDecide && !leave.canWithdraw) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {leave.canDecide && (
        <>
          <Button
            size={size}
            colorPalette="green"
            aria-label={intl.formatMessage(m.approveOf, { name })}
            loading={pending === 'APPROVED'}
            disabled={decide.isPending}
            onClick={() => void run('APPROVED', m.approved)}
          >
            <LuCheck /> {intl.formatMessage(m.approve)}
          </Button>
          <Button
            size={size}
            variant="outline"
            colorPalette="red"
            aria-label={intl.formatMessage(m.rejectOf, { name })}
            loading={pending === 'REJECTED'}
            disabled={decide.isPending}
            onClick={() => void run('REJECTED', m.rejected)}
          >
            <LuX /> {intl.formatMessage(m.reject)}
          </Button>
        </>
      )}
      {leave.canWithdraw && (
        <Button
          size={size}
          variant="outline"
          aria-label={intl.formatMessage(m.withdrawOf, { name })}
          loading={pending === 'WITHDRAWN'}
          disabled={decide.isPending}
          onClick={() => void run('WITHDRAWN', m.withdrawn)}
        >
          <LuUndo2 /> {intl.formatMessage(m.withdraw)}
        </Button>
      )}
    </HStack>
  );
}
