import { Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CreateButton } from '@/components/data-table/create-button';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { LinkCell } from '@/components/data-table/link-cell';
import { useListPage } from '@/components/data-table/use-list-page';
import { ListFilterPanel } from '@/components/filter-panel/list-filter-panel';
import type { CriterionSpec } from '@/components/filter-panel/types';
import { exportList } from '@/api/export-list';
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
  const list = useListPage((params) => getUsersQueryOptions(segment, params), 'name');
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
    { key: 'email', header: m.email, sortField: 'email', render: (a) => a.email, hideBelow: 'md' },
    ...(info?.companyType
      ? [{ key: 'company', header: m.company, sortField: 'companyName', render: (a: Account) => a.companyName ?? '—', hideBelow: 'sm' as const }]
      : []),
    ...(info?.hasSupervisor
      ? [{ key: 'supervisor', header: m.supervisor, sortField: 'supervisorName', render: (a: Account) => a.supervisorName ?? '—', hideBelow: 'lg' as const }]
      : []),
    { key: 'phone', header: m.phone, render: (a) => a.phone || a.mobileNo || '—', hideBelow: 'lg' },
    createdAt,
  ];

  return (
    <DataTable
      {...list.tableProps}
      label={info ? intl.formatMessage(info.segmentLabel) : segment}
      columns={columns}
      getRowLabel={rowLabel}
      onDelete={canDelete ? (id) => deleteUser.mutateAsync({ segment, id }) : undefined}
      onExport={() => exportList(`/users/${segment}`, list.params)}
      toolbar={<ListFilterPanel criteria={criteriaOf(role, info)} onParamsChange={list.setParams} />}
      actions={
        info && (
          <CreateButton to={info.createPath} label={m.newAccount} values={{ kind: intl.formatMessage(info.kindLabel).toLowerCase() }} />
        )
      }
    />
  );
}
