import { Alert, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BackLink } from '@/components/back-link';
import { Details, DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useIssue } from '../api/get-issue';
import { issueMessages as m } from '../messages';
import { canResolveIssues } from '../permissions';
import type { Issue } from '../types';
import { IssueHistoryPanel } from './issue-history';
import { IssuePhoto } from './issue-photo';
import { EscalationLevel, IssueStatusBadge, isOpen, useIssueTypeName, VerifiedOnSiteBadge } from './issue-labels';
import { IssueTasksPanel } from './issue-tasks';
import { ResolveButton } from './resolve-button';
import { actorName } from '@/components/history/names';

function IssueDetails({ issue }: { issue: Issue }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const source =
    issue.source === 'rule' ? intl.formatMessage(m.sourceRule) : issue.source === 'manual' ? intl.formatMessage(m.sourceManual) : issue.source;
  // Actors are said in the user's language ("rules", the demo seed), never as raw ids.
  const byName = (name?: string | null, actor?: string | null) =>
    !name && actor === 'rules' ? intl.formatMessage(m.rules) : actorName(intl, name, actor);
  const opener = byName(issue.openedByName, issue.openedBy);
  return (
    <Details
      items={[
        {
          label: intl.formatMessage(m.status),
          value: (
            <HStack gap="2" wrap="wrap">
              <IssueStatusBadge status={issue.status} />
              <VerifiedOnSiteBadge issue={issue} />
            </HStack>
          ),
        },
        { label: intl.formatMessage(m.escalation), value: <EscalationLevel level={issue.escalationLevel} /> },
        { label: intl.formatMessage(m.building), value: issue.buildingName ?? '—' },
        { label: intl.formatMessage(m.floor), value: issue.floorLabel ?? '—' },
        { label: intl.formatMessage(m.facility), value: issue.facilityName ?? '—' },
        { label: intl.formatMessage(m.device), value: issue.deviceName ?? intl.formatMessage(m.noDevice) },
        { label: intl.formatMessage(m.supervisor), value: issue.supervisor ?? '—' },
        { label: intl.formatMessage(m.company), value: issue.company ?? '—' },
        ...(issue.people != null ? [{ label: intl.formatMessage(m.people), value: intl.formatNumber(issue.people) }] : []),
        ...(issue.water != null ? [{ label: intl.formatMessage(m.water), value: intl.formatNumber(issue.water) }] : []),
        { label: intl.formatMessage(m.source), value: source ?? '—' },
        { label: intl.formatMessage(m.openedBy), value: opener ?? '—' },
        { label: intl.formatMessage(m.createdAt), value: formatDateTime(issue.createdAt) },
        { label: intl.formatMessage(m.resolvedAt), value: formatDateTime(issue.resolvedAt) },
        { label: intl.formatMessage(m.resolvedBy), value: byName(issue.resolvedByName, issue.resolvedBy) ?? '—' },
        ...(issue.description
          ? [{ label: intl.formatMessage(m.description), value: <Text whiteSpace="pre-wrap">{issue.description}</Text> }]
          : []),
        ...(issue.hasPhoto ? [{ label: intl.formatMessage(m.photo), value: <IssuePhoto issueId={issue.id} /> }] : []),
      ]}
    />
  );
}

/** An issue with its details, ad hoc task tab and the auditor's history tab (`/issues/table?issueId=`). */
export function IssueDetail({ issueId }: { issueId: string }) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const typeName = useIssueTypeName();
  const [tab, setTab] = useState('details');
  const { data: issue, error, refetch } = useIssue(issueId);
  const open = isOpen(issue?.status);
  const canCreateTask = open && isPathAllowed(role, paths.createAdHocTaskForm);
  const canOpenTask = isPathAllowed(role, paths.adHocTaskInfo);

  return (
    <>
      <PageHeader
        title={issue ? typeName(issue.issueType, issue.issueName) : intl.formatMessage(m.infoTitle)}
        description={issue ? [issue.facilityName, issue.floorLabel, issue.buildingName].filter(Boolean).join(', ') : undefined}
        back={<BackLink to={paths.issuesTable}>{intl.formatMessage(m.backToList)}</BackLink>}
        actions={
          issue &&
          open &&
          canResolveIssues(role) && <ResolveButton issueId={issue.id} size={{ base: 'lg', md: 'md' }} />
        }
      />
      {error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !issue ? (
        <DetailsSkeleton />
      ) : (
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="teal" lazyMount>
          <Tabs.List mb="4" overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="details">{intl.formatMessage(m.details)}</Tabs.Trigger>
            <Tabs.Trigger value="tasks">{intl.formatMessage(m.tasksTab)}</Tabs.Trigger>
            <Tabs.Trigger value="history">{intl.formatMessage(m.historyTab)}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="details" pt="0">
            <IssueDetails issue={issue} />
          </Tabs.Content>
          <Tabs.Content value="tasks" pt="0">
            <Stack gap="3">
              {!open && (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{intl.formatMessage(m.issueResolvedNoTasks)}</Alert.Title>
                </Alert.Root>
              )}
              <IssueTasksPanel issueId={issue.id} canCreate={canCreateTask} canOpen={canOpenTask} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="history" pt="0">
            <IssueHistoryPanel issueId={issue.id} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </>
  );
}
