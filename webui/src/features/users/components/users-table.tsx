import { Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { fieldColumn, textColumn } from '@/components/data-table/column-builders';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { LinkCell } from '@/components/data-table/link-cell';
import type { CriterionSpec } from '@/components/filter-panel/types';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteUser } from '../api/delete-user';
import { getUsersQueryOptions } from '../api/get-users';
import { segmentInfo } from '../kinds';
import { userMessages as m } from '../messages';
import { canChooseSupervisor, canDeleteAccounts } from '../permissions';
import type { Account, Segment } from '../types';
import type { KindInfo } from '../kinds';

const rowLabel = (account: Account) => account.profile?.name || account.loginName;

/**
 * The criteria of a segment's list (the server filters accounts by company, supervisor and
 * creation date): the company for the administrator only, since everyone else sees their own
 * company's accounts; the supervisor of cleaners and workers for those who read supervisors.
 */
function criteriaOf(role: string | null, info: KindInfo | undefined): CriterionSpec[] {
  const specs: CriterionSpec[] = [];
  if (role === 'admin' && info?.companyType) {
    specs.push({ criterion: info.companyType === 'LANDLORD' ? 'landlord' : 'cleaningCompany' });
  }
  if (info?.hasSupervisor && canChooseSupervisor(role)) specs.push({ criterion: 'supervisor' });
  specs.push({ criterion: 'creationDate' });
  return specs;
}

/** One segment's accounts: search, sort, filters, export, delete, create. */
export function UsersTable({ segment }: { segment: Segment }) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const info = segmentInfo(segment);
  const deleteUser = useDeleteUser();
  const createdAt = useCreatedAtColumn<Account>();
  const canDelete = info ? canDeleteAccounts(role, segment) : false;
  const canOpen = isPathAllowed(role, paths.userInfo);

  const columns: Column<Account>[] = [
    {
      key: 'name',
      header: m.name,
      sortField: 'name',
      render: (account) => (
        <Stack gap="0">
          <LinkCell to={canOpen ? withQuery(paths.userInfo, { userId: account.id, segment }) : null}>{rowLabel(account)}</LinkCell>
          <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
            {account.email}
          </Text>
        </Stack>
      ),
    },
    fieldColumn('email', m.email, 'md'),
    ...(info?.companyType
      ? [textColumn<Account>('company', m.company, (a) => a.companyName, { sortField: 'companyName', hideBelow: 'sm' })]
      : []),
    ...(info?.hasSupervisor
      ? [textColumn<Account>('supervisor', m.supervisor, (a) => a.supervisorName, { sortField: 'supervisorName', hideBelow: 'lg' })]
      : []),
    { key: 'phone', header: m.phone, render: (a) => a.phone || a.mobileNo || '—', hideBelow: 'lg' },
    createdAt,
  ];

  return (
    <ListTable
      query={(params) => getUsersQueryOptions(segment, params)}
      sort="name"
      title={info?.segmentLabel ?? segment}
      exportPath={`/users/${segment}`}
      filters={{ criteria: criteriaOf(role, info) }}
      columns={columns}
      getRowLabel={rowLabel}
      onDelete={canDelete ? (id) => deleteUser.mutateAsync({ segment, id }) : undefined}
      create={info && { to: info.createPath, label: m.newAccount, values: { kind: intl.formatMessage(info.kindLabel).toLowerCase() } }}
    />
  );
}
