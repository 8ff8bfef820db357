import { HStack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { actionsColumn, linkColumn, textColumn, timeColumn } from '@/components/data-table/column-builders';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useIsPhone } from '@/lib/use-media-query';
import { getIssuesQueryOptions } from '../api/get-issues';
import { issueMessages as m } from '../messages';
import { canResolveIssues } from '../permissions';
import type { Issue } from '../types';
import { IssueCard } from './issue-card';
import { EscalationLevel, IssueStatusBadge, isOpen, useIssueTypeName, VerifiedOnSiteBadge } from './issue-labels';
import { ResolveButton } from './resolve-button';

/**
 * Issues of the user's tenancy with the filter panel. At 740px and below the rows become
 * cards with a large "Mark as resolved" button, for cleaners working on a phone.
 */
export function IssuesTable() {
  const role = useAtomValue(roleAtom);
  const phone = useIsPhone();
  const formatDateTime = useDateTimeFormat();
  const typeName = useIssueTypeName();
  const createdAt = useCreatedAtColumn<Issue>({ header: m.createdAt, hideBelow: 'md' });
  const canResolve = canResolveIssues(role);
  const rowLabel = (issue: Issue) => typeName(issue.issueType, issue.issueName);

  const columns: Column<Issue>[] = [
    linkColumn('issue', m.issue, rowLabel, (issue) => withQuery(paths.issuesTable, { issueId: issue.id }), { sortField: 'issueName' }),
    {
      key: 'status',
      header: m.status,
      sortField: 'issuesStatus',
      render: (issue) => (
        <HStack gap="1" wrap="wrap">
          <IssueStatusBadge status={issue.status} />
          <VerifiedOnSiteBadge issue={issue} />
        </HStack>
      ),
    },
    {
      key: 'escalation',
      header: m.escalation,
      sortField: 'escalationLevel',
      render: (issue) => <EscalationLevel level={issue.escalationLevel} />,
    },
    textColumn('building', m.building, (i) => i.buildingName, { sortField: 'buildingName', hideBelow: 'sm' }),
    textColumn('floor', m.floor, (i) => i.floorLabel, { sortField: 'floorLabel', hideBelow: 'lg' }),
    textColumn('facility', m.facility, (i) => i.facilityName, { sortField: 'facilityName', hideBelow: 'sm' }),
    textColumn('device', m.device, (i) => i.deviceName, { sortField: 'deviceName', hideBelow: 'lg' }),
    textColumn('supervisor', m.supervisor, (i) => i.supervisor, { hideBelow: 'xl' }),
    textColumn('company', m.company, (i) => i.company, { hideBelow: 'xl' }),
    createdAt,
    timeColumn('resolvedAt', m.resolvedAt, formatDateTime, 'lg'),
    ...(canResolve
      ? [
          actionsColumn<Issue>(m.actions, (issue) =>
            isOpen(issue.status) ? (
              <ResolveButton issueId={issue.id} size="xs" variant="outline" />
            ) : (
              <Text as="span" color="fg.muted">
                —
              </Text>
            ),
          ),
        ]
      : []),
  ];

  return (
    <ListTable
      query={getIssuesQueryOptions}
      // On a phone the open issues come first: what there is to do now.
      sort={phone ? '-openFirst' : '-createdAt'}
      title={m.tableTitle}
      exportPath="/issues"
      filters={{ screen: 'issues' }}
      columns={columns}
      getRowLabel={rowLabel}
      cards={phone}
      renderCard={(issue) => <IssueCard issue={issue} canResolve={canResolve} />}
      create={{ to: paths.createIssueForm, label: m.newIssue }}
    />
  );
}
