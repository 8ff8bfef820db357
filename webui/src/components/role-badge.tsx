import { Badge } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';

/** The eight roles of an access token (docs/roles.md), as a person reads them. */
export const roleMessages = defineMessages({
  admin: { id: 'role.admin', defaultMessage: 'System admin' },
  'll-admin': { id: 'role.llAdmin', defaultMessage: 'Landlord admin' },
  'll-manager': { id: 'role.llManager', defaultMessage: 'Landlord manager' },
  'cc-admin': { id: 'role.ccAdmin', defaultMessage: 'Cleaning company admin' },
  'cc-manager': { id: 'role.ccManager', defaultMessage: 'Cleaning company manager' },
  supervisor: { id: 'role.supervisor', defaultMessage: 'Supervisor' },
  cleaner: { id: 'role.cleaner', defaultMessage: 'Cleaner' },
  worker: { id: 'role.worker', defaultMessage: 'Worker' },
});

type Role = keyof typeof roleMessages;

const isRole = (value: string): value is Role => value in roleMessages;

/** A role's name in the user's language; an unknown value is shown as it came. */
export function useRoleName(): (role: string) => string {
  const intl = useIntl();
  return (role) => (isRole(role) ? intl.formatMessage(roleMessages[role]) : role);
}

export function RoleBadge({ role }: { role: string }) {
  const name = useRoleName();
  return <Badge colorPalette="teal">{name(role)}</Badge>;
}
