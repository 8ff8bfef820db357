import { Badge } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { leaveMessages as m } from '../messages';

const all = m as Record<string, MessageDescriptor>;
const ROLE: Record<string, MessageDescriptor> = { supervisor: m.roleSupervisor, cleaner: m.roleCleaner, worker: m.roleWorker };

/** Colours of the statuses, in the calendar and in badges. */
export const STATUS_COLOUR: Record<string, { palette: string; hex: string }> = {
  PENDING: { palette: 'orange', hex: '#c2410c' },
  APPROVED: { palette: 'green', hex: '#15803d' },
  REJECTED: { palette: 'red', hex: '#b91c1c' },
  WITHDRAWN: { palette: 'gray', hex: '#71717a' },
};

/** The leave screens' words for the API's codes, in the user's language. */
export function useLeaveLabels() {
  const intl = useIntl();
  const say = (descriptor: MessageDescriptor | undefined, fallback: string | null | undefined) =>
    descriptor ? intl.formatMessage(descriptor) : (fallback ?? '—');
  return {
    type: (type: string | null | undefined) => say(all[`type${type ?? ''}`], type),
    status: (status: string | null | undefined) => say(all[`status${status ?? ''}`], status),
    role: (role: string | null | undefined) => say(role ? ROLE[role] : undefined, role),
    days: (count: number | null | undefined) => (count == null ? '—' : intl.formatMessage(m.days, { count })),
  };
}

export function LeaveStatusBadge({ status }: { status: string }) {
  const labels = useLeaveLabels();
  return (
    <Badge colorPalette={STATUS_COLOUR[status]?.palette ?? 'gray'} variant="subtle">
      {labels.status(status)}
    </Badge>
  );
}
