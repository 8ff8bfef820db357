import { Button, Link, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListParams } from '@/components/data-table/use-list-params';
import { filterCriteriaFor, selectionQuery } from '@/components/filter-panel/criteria';
import { FilterPanel } from '@/components/filter-panel/filter-panel';
import { EMPTY_SELECTION, type FilterSelection } from '@/components/filter-panel/types';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useIsPhone } from '@/lib/use-media-query';
import { useQuery } from '@/lib/use-query';
import { exportIssues } from '../api/export-issues';
import { getIssues } from '../api/get-issues';
import { issueMessages as m } from '../messages';
import { canResolveIssues } from '../permissions';
import type { Issue } from '../types';
import { IssueCard } from './issue-card';
import { IssueStatusBadge, isOpen, useIssueTypeName } from './issue-labels';
import { ResolveButton } from './resolve-button';

const rowId = (issue: Issue) => issue.id;
const dash = (value: string | null | undefined) => value || '—';

/**
 * Issues of the user's tenancy with the filter panel. At 740px and below the rows become
 * cards with a large "Mark as resolved" button, for cleaners working on a phone.
 */
export function IssuesTable() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const phone = useIsPhone();
  const formatDateTime = useDateTimeFormat();
  const typeName = useIssueTypeName();
  const [params, setParams] = useListParams({ sort: '-createdAt' });
  const [filters, setFilters] = useState<FilterSelection>(EMPTY_SELECTION);
  const { data, error, loading, reload } = useQuery(['issues', params], (signal) => getIssues(params, signal), { keepPrevious: true });
  const canResolve = canResolveIssues(role);
  const canCreate = isPathAllowed(role, paths.createIssueForm);
  const rowLabel = (issue: Issue) => typeName(issue.issueType, issue.issueName);

  const columns: Column<Issue>[] = [
    {
      key: 'issue',
      header: m.issue,
      sortField: 'issueName',
      render: (issue) => (
        <Link asChild fontWeight="medium" color="teal.fg">
          <RouterLink to={withQuery(paths.issuesTable, { issueId: issue.id })}>{rowLabel(issue)}</RouterLink>
        </Link>
      ),
    },
    { key: 'status', header: m.status, sortField: 'issuesStatus', render: (issue) => <IssueStatusBadge status={issue.status} /> },
    { key: 'building', header: m.building, sortField: 'buildingName', render: (i) => dash(i.buildingName), hideBelow: 'sm' },
    { key: 'floor', header: m.floor, sortField: 'floorLabel', render: (i) => dash(i.floorLabel), hideBelow: 'lg' },
    { key: 'facility', header: m.facility, sortField: 'facilityName', render: (i) => dash(i.facilityName), hideBelow: 'sm' },
    { key: 'device', header: m.device, sortField: 'deviceName', render: (i) => dash(i.deviceName), hideBelow: 'lg' },
    { key: 'supervisor', header: m.supervisor, render: (i) => dash(i.supervisor), hideBelow: 'xl' },
    { key: 'company', header: m.company, render: (i) => dash(i.company), hideBelow: 'xl' },
    { key: 'createdAt', header: m.createdAt, sortField: 'createdAt', render: (i) => formatDateTime(i.createdAt), hideBelow: 'md' },
    { key: 'resolvedAt', header: m.resolvedAt, sortField: 'resolvedAt', render: (i) => formatDateTime(i.resolvedAt), hideBelow: 'lg' },
    ...(canResolve
      ? [
          {
            key: 'actions',
            header: m.actions,
            render: (issue: Issue) =>
              isOpen(issue.status) ? (
                <ResolveButton issueId={issue.id} onResolved={reload} size="xs" variant="outline" />
              ) : (
                <Text as="span" color="fg.muted">
                  —
                </Text>
              ),
          },
        ]
      : []),
  ];

  return (
    <DataTable
      label={intl.formatMessage(m.tableTitle)}
      columns={columns}
      page={data}
      loading={loading}
      error={error}
      onRetry={reload}
      params={params}
      onParamsChange={setParams}
      getRowId={rowId}
      getRowLabel={rowLabel}
      onExport={() => exportIssues(params)}
      cards={phone}
      renderCard={(issue) => <IssueCard issue={issue} canResolve={canResolve} onResolved={reload} />}
      toolbar={
        <FilterPanel
          criteria={filterCriteriaFor(role, 'issues')}
          screen="issues"
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setParams(selectionQuery(next));
          }}
        />
      }
      actions={
        canCreate && (
          <Button asChild colorPalette="teal">
            <RouterLink to={paths.createIssueForm}>
              <LuPlus /> {intl.formatMessage(m.newIssue)}
            </RouterLink>
          </Button>
        )
      }
    />
  );
}
