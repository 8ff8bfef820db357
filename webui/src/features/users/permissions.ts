import { guardRoleOf, isTokenRole } from '@/config/roles';
import type { Segment } from './types';

/**
 * Whether a role may delete accounts of a segment, as the server decides
 * (api/users/controller.py): the administrator any; a manager's account only by its
 * company's *-admin; supervisors, cleaners and workers by their cleaning company's managers.
 * Nobody deletes their own account (the server refuses it; the table reports it).
 */
export function canDeleteAccounts(role: string | null | undefined, segment: Segment): boolean {
  if (!isTokenRole(role)) return false;
  if (role === 'admin') return true;
  if (segment === 'll-managers') return role === 'll-admin';
  if (segment === 'cc-managers') return role === 'cc-admin';
  if (segment === 'supervisors' || segment === 'cleaners' || segment === 'workers') {
    return guardRoleOf(role) === 'CleaningCompanyManager';
  }
  return false;
}

/** Who may choose among the supervisors: those who read them (api/permissions.py READ_BY). */
export function canChooseSupervisor(role: string | null | undefined): boolean {
  if (!isTokenRole(role)) return false;
  return ['SystemAdmin', 'CleaningCompanyManager', 'CleaningCompanySupervisor'].includes(guardRoleOf(role));
}

/**
 * Whether a role may issue a password reset link for an account, as the server decides
 * (api/users/controller.py `_may_manage`): the administrator any; a landlord's or cleaning
 * company's manager the plain managers of its company, and its *-admin those holding the
 * *-admin role too; the cleaning company's managers its staff.
 */
export function canIssueResetLink(role: string | null | undefined, segment: Segment, accountRole: string | null | undefined): boolean {
  if (!isTokenRole(role)) return false;
  if (role === 'admin') return true;
  if (segment === 'll-managers') return role === 'll-admin' || (role === 'll-manager' && accountRole === 'll-manager');
  if (segment === 'cc-managers') return role === 'cc-admin' || (role === 'cc-manager' && accountRole === 'cc-manager');
  if (segment === 'supervisors' || segment === 'cleaners' || segment === 'workers') {
    return guardRoleOf(role) === 'CleaningCompanyManager';
  }
  return false;
}
