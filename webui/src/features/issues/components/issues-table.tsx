import { Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CreateButton } from '@/components/data-table/create-button';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { LinkCell } from '@/components/data-table/link-cell';
import { useListPage } from '@/components/data-table/use-list-page';
import { ListFilterPanel } from '@/components/filter-panel/list-filter-panel';
import { exportList } from '@/api/export-list';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useIsPhone } from '@/lib/use-media-query';
import { getIssuesQueryOptions } from '../api/get-issues';
import { issueMessages as m } from '../messages';
import { canResolveIssues } from '../permissions';
import type { Issue } from '../types';
import { IssueCard } from './issue-card';
import { IssueStatusBadge, isOpen, useIssueTypeName } from './issue-labels';
import { ResolveButton } from './resolve-button';

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
  // On a phone the open issues come first: what there is to do now.
  const list = useListPage(getIssuesQueryOptions, phone ? '-openFirst' : '-createdAt');
  const createdAt = useCreatedAtColumn<Issue>({ header: m.createdAt, hideBelow: 'md' });
  const canResolve = canResolveIssues(role);
  const rowLabel = (issue: Issue) => typeName(issue.issueType, issue.issueName);

  const columns: Column<Issue>[] = [
    {
      key: 'issue',
      header: m.issue,
      sortField: 'issueName',
      render: (issue) => <LinkCell to={withQuery(paths.issuesTable, { issueId: issue.id })}>{rowLabel(issue)}</LinkCell>,
    },
    { key: 'status', header: m.status, sortField: 'issuesStatus', render: (issue) => <IssueStatusBadge status={issue.status} /> },
    { key: 'building', header: m.building, sortField: 'buildingName', render: (i) => dash(i.buildingName), hideBelow: 'sm' },
    { key: 'floor', header: m.floor, sortField: 'floorLabel', render: (i) => dash(i.floorLabel), hideBelow: 'lg' },
    { key: 'facility', header: m.facility, sortField: 'facilityName', render: (i) => dash(i.facilityName), hideBelow: 'sm' },
    { key: 'device', header: m.device, sortField: 'deviceName', render: (i) => dash(i.deviceName), hideBelow: 'lg' },
    { key: 'supervisor', header: m.supervisor, render: (i) => dash(i.supervisor), hideBelow: 'xl' },
    { key: 'company', header: m.company, render: (i) => dash(i.company), hideBelow: 'xl' },
    createdAt,
    { key: 'resolvedAt', header: m.resolvedAt, sortField: 'resolvedAt', render: (i) => formatDateTime(i.resolvedAt), hideBelow: 'lg' },
    ...(canResolve
      ? [
          {
            key: 'actions',
            header: m.actions,
            pinned: true,
            render: (issue: Issue) =>
              isOpen(issue.status) ? (
                <ResolveButton issueId={issue.id} size="xs" variant="outline" />
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
      {...list.tableProps}
      label={intl.formatMessage(m.tableTitle)}
      columns={columns}
      getRowLabel={rowLabel}
      onExport={() => exportList('/issues', list.params)}
      cards={phone}
      renderCard={(issue) => <IssueCard issue={issue} canResolve={canResolve} />}
      toolbar={<ListFilterPanel screen="issues" onParamsChange={list.setParams} />}
      actions={<CreateButton to={paths.createIssueForm} label={m.newIssue} />}
    />
  );
}
