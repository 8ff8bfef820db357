import { Button, HStack, type ButtonProps } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCheck, LuUndo2, LuX } from 'react-icons/lu';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText } from '@/components/errors/error-alert';
import { toaster } from '@/components/ui/toaster';
import { useDecideLeave } from '../api/decide-leave';
import { leaveMessages as m } from '../messages';
import type { Leave, LeaveDecision } from '../types';

/** Each decision's button: what it says, its name for a row ("Approve Ann's leave"), its toast and its look. */
const ACTIONS: Record<LeaveDecision['status'], { label: MessageDescriptor; of: MessageDescriptor; done: MessageDescriptor; Icon: IconType; look: ButtonProps }> = {
  APPROVED: { label: m.approve, of: m.approveOf, done: m.approved, Icon: LuCheck, look: { colorPalette: 'green' } },
  REJECTED: { label: m.reject, of: m.rejectOf, done: m.rejected, Icon: LuX, look: { variant: 'outline', colorPalette: 'red' } },
  WITHDRAWN: { label: m.withdraw, of: m.withdrawOf, done: m.withdrawn, Icon: LuUndo2, look: { variant: 'outline' } },
};

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
  const action = (status: LeaveDecision['status']) => {
    const { label, of, done, Icon, look } = ACTIONS[status];
    return (
      <Button size={size} {...look} aria-label={intl.formatMessage(of, { name })} loading={pending === status} disabled={decide.isPending} onClick={() => void run(status, done)}>
        <Icon /> {intl.formatMessage(label)}
      </Button>
    );
  };
  return (
    <HStack gap="2" wrap="wrap">
      {leave.canDecide && (
        <>
          {action('APPROVED')}
          {action('REJECTED')}
        </>
      )}
      {leave.canWithdraw && action('WITHDRAWN')}
    </HStack>
  );
}
