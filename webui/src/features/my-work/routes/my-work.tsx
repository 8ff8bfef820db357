import { type ReactNode } from 'react';
import { Badge, Button, Card, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuCalendarPlus, LuMegaphone } from 'react-icons/lu';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '@/components/errors/error-alert';
import { ResolveIssueButton } from '@/components/outbox/resolve-issue-button';
import { PageHeader } from '@/components/page-header';
import { TaskStatusActions, TaskStatusBadge } from '@/components/task-status/task-status-actions';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useCatalogue } from '@/lib/use-catalogue';
import { useMyTasks } from '../api/get-my-tasks';
import { useOpenIssues } from '../api/get-open-issues';
import { myWorkMessages as m } from '../messages';
import type { MyIssue, MyTask } from '../types';

const place = (item: { facilityName?: string | null; floorLabel?: string | null; buildingName?: string | null }) =>
  [item.facilityName, item.floorLabel, item.buildingName].filter(Boolean).join(', ');

function TaskCard({ task }: { task: MyTask }) {
  const formatDateTime = useDateTimeFormat();
  return (
    <Card.Root size="sm" role="article" aria-label={task.title}>
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Link asChild fontWeight="semibold" color="teal.fg">
              <RouterLink to={withQuery(paths.adHocTaskInfo, { taskId: task.id })}>{task.title}</RouterLink>
            </Link>
            <TaskStatusBadge status={task.status} />
          </HStack>
          <Text fontSize="sm">
            {[task.type, place(task)].filter(Boolean).join(' · ')}
          </Text>
          {task.remarks && (
            <Text fontSize="sm" color="fg.muted">
              {task.remarks}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {formatDateTime(task.createdAt)}
          </Text>
          <TaskStatusActions task={task} size={{ base: 'lg', md: 'md' }} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function IssueCard({ issue }: { issue: MyIssue }) {
  const catalogue = useCatalogue();
  const formatDateTime = useDateTimeFormat();
  const name = catalogue.issueType(issue.issueType, issue.issueName ?? issue.issueType);
  return (
    <Card.Root size="sm" role="article" aria-label={name}>
      <Card.Body>
        <Stack gap="1">
          <Link asChild fontWeight="semibold" color="teal.fg">
            <RouterLink to={withQuery(paths.issuesTable, { issueId: issue.id })}>{name}</RouterLink>
          </Link>
          <Text fontSize="sm">{place(issue)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {formatDateTime(issue.createdAt)}
          </Text>
          <ResolveIssueButton issueId={issue.id} name={name} size={{ base: 'lg', md: 'md' }} alignSelf={{ base: 'stretch', md: 'flex-start' }} mt="2" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <HStack gap="2">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {count !== undefined && <Badge variant="surface">{count}</Badge>}
      </HStack>
      {children}
    </Stack>
  );
}

/** A form the role may open from here (report an issue, apply for leave); nothing for a role that may not. */
function Shortcut({ to, icon, label }: { to: string; icon: ReactNode; label: MessageDescriptor }) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  if (!isPathAllowed(role, to)) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={to}>
        {icon} {intl.formatMessage(label)}
      </RouterLink>
    </Button>
  );
}

/**
 * `/my-work`: a cleaner's or worker's day on a phone: their tasks (start, complete) and the open
 * issues at their facilities (mark resolved), each write through the outbox so it works offline.
 */
export function MyWorkRoute() {
  const intl = useIntl();
  const tasks = useMyTasks();
  const issues = useOpenIssues();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={
          <>
            <Shortcut to={paths.createIssueForm} icon={<LuMegaphone />} label={m.reportIssue} />
            <Shortcut to={paths.createLeaveForm} icon={<LuCalendarPlus />} label={m.applyLeave} />
          </>
        }
      />
      <Stack gap="8">
        <Section title={intl.formatMessage(m.tasks)} count={tasks.data?.filter((task) => task.status !== 'DONE').length}>
          {tasks.error ? (
            <ErrorAlert error={tasks.error} onRetry={() => void tasks.refetch()} />
          ) : !tasks.data ? (
            <Skeleton height="24" />
          ) : tasks.data.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.noTasks)}</Text>
          ) : (
            tasks.data.map((task) => <TaskCard key={task.id} task={task} />)
          )}
        </Section>
        <Section title={intl.formatMessage(m.issues)} count={issues.data?.total}>
          {issues.error ? (
            <ErrorAlert error={issues.error} onRetry={() => void issues.refetch()} />
          ) : !issues.data ? (
            <Skeleton height="24" />
          ) : issues.data.items.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.noIssues)}</Text>
          ) : (
            issues.data.items.map((issue) => <IssueCard key={issue.id} issue={issue} />)
          )}
          <Link asChild color="teal.fg" alignSelf="flex-start">
            <RouterLink to={paths.issuesTable}>{intl.formatMessage(m.allIssues)}</RouterLink>
          </Link>
        </Section>
      </Stack>
    </>
  );
}
