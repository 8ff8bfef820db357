import { guardRoleOf, isTokenRole, type GuardRole } from '@/config/roles';

/**
 * Who may mark an issue as resolved: the cleaning side and the administrator
 * (api/issues.py RESOLVERS). Landlord managers report and watch issues only.
 */
const RESOLVERS: readonly GuardRole[] = [
  'SystemAdmin',
  'CleaningCompanyManager',
  'CleaningCompanySupervisor',
  'CleaningCompanyCleaner',
  'CleaningCompanyWorker',
];

export function canResolveIssues(role: string | null | undefined): boolean {
  return isTokenRole(role) && RESOLVERS.includes(guardRoleOf(role));
}
