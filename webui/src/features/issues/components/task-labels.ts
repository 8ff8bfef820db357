import { useIntl } from 'react-intl';
import { issueMessages as m } from '../messages';

export const STAFF_ROLES = ['supervisor', 'cleaner', 'worker'] as const;

const ROLE_LABELS = { supervisor: m.roleSupervisor, cleaner: m.roleCleaner, worker: m.roleWorker } as const;

export function useStaffRoleName(): (role: string) => string {
  const intl = useIntl();
  return (role) => (role in ROLE_LABELS ? intl.formatMessage(ROLE_LABELS[role as keyof typeof ROLE_LABELS]) : role);
}
