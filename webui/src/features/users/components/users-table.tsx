import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListParams } from '@/components/data-table/use-list-params';
import { commonMessages } from '@/components/messages';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useQuery } from '@/lib/use-query';
import { deleteUser } from '../api/delete-user';
import { exportUsers } from '../api/export-users';
import { getUsers } from '../api/get-users';
import { segmentInfo } from '../kinds';
import { userMessages as m } from '../messages';
import type { Account, Segment } from '../types';

const rowId = (account: Account) => account.id;
const rowLabel = (account: Account) => account.profile?.name || account.loginName;

/** One segment's accounts: search, sort, export, delete, create. */
export function UsersTable({ segment }: { segment: Segment }) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const formatDateTime = useDateTimeFormat();
  const info = segmentInfo(segment);
  const [params, setParams] = useListParams({ sort: 'name' });
  const { data, error, loading, reload } = useQuery(
    ['users', segment, params],
    (signal) => getUsers(segment, params, signal),
    { keepPrevious: true },
  );
  const canManage = info ? isPathAllowed(role, info.editPath) : false;
  const canCreate = info ? isPathAllowed(role, info.createPath) : false;
  const canOpen = isPathAllowed(role, paths.userInfo);

  const columns: Column<Account>[] = [
    {
      key: 'name',
      header: m.name,
      sortField: 'name',
      render: (account) => {
        const name = account.profile?.name || account.loginName;
        return (
          <Stack gap="0">
            {canOpen ? (
              <Link asChild fontWeight="medium" color="teal.fg">
                <RouterLink to={withQuery(paths.userInfo, { userId: account.id, segment })}>{name}</RouterLink>
              </Link>
            ) : (
              <Text fontWeight="medium">{name}</Text>
            )}
            <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
              {account.email}
            </Text>
          </Stack>
        );
      },
    },
    { key: 'email', header: m.email, sortField: 'email', render: (a) => a.email, hideBelow: 'md' },
    ...(info?.companyType
      ? [{ key: 'company', header: m.company, sortField: 'companyName', render: (a: Account) => a.companyName ?? '—', hideBelow: 'sm' as const }]
      : []),
    ...(info?.hasSupervisor
      ? [{ key: 'supervisor', header: m.supervisor, sortField: 'supervisorName', render: (a: Account) => a.supervisorName ?? '—', hideBelow: 'lg' as const }]
      : []),
    { key: 'phone', header: m.phone, render: (a) => a.phone || a.mobileNo || '—', hideBelow: 'lg' },
    {
      key: 'createdAt',
      header: commonMessages.createdAt,
      sortField: 'createdAt',
      render: (a) => formatDateTime(a.createdAt),
      hideBelow: 'lg',
    },
  ];

  return (
    <DataTable
      label={info ? intl.formatMessage(info.segmentLabel) : segment}
      columns={columns}
      page={data}
      loading={loading}
      error={error}
      onRetry={reload}
      params={params}
      onParamsChange={setParams}
      getRowId={rowId}
      getRowLabel={rowLabel}
      onDelete={canManage ? (id) => deleteUser(segment, id) : undefined}
      onDeleted={reload}
      onExport={() => exportUsers(segment, params)}
      actions={
        canCreate &&
        info && (
          <Button asChild colorPalette="teal">
            <RouterLink to={info.createPath}>
              <LuPlus /> {intl.formatMessage(m.newAccount, { kind: intl.formatMessage(info.kindLabel).toLowerCase() })}
            </RouterLink>
          </Button>
        )
      }
    />
  );
}
