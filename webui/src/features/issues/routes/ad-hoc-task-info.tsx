import { Link } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Details, DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { TaskStatusActions, TaskStatusBadge } from '@/components/task-status/task-status-actions';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useTask } from '../api/get-task';
import { useStaffRoleName } from '../components/task-labels';
import { issueMessages as m } from '../messages';
import { canResolveIssues } from '../permissions';

export function AdHocTaskInfoRoute() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const formatDateTime = useDateTimeFormat();
  const roleName = useStaffRoleName();
  const [searchParams] = useSearchParams();
  const taskId = searchParams.get('taskId') ?? '';
  const { data: task, error, refetch } = useTask(taskId);
  const canOpenIssue = isPathAllowed(role, paths.issuesTable);
  // The assignee, their supervisor or manager, or the administrator; the server decides, the others get a 403.
  const canChangeStatus = canResolveIssues(role);
  const back = task?.issue && canOpenIssue ? withQuery(paths.issuesTable, { issueId: task.issue }) : paths.issuesTable;

  return (
    <>
      <PageHeader
        title={task?.title ?? intl.formatMessage(m.taskInfoTitle)}
        description={task ? intl.formatMessage(m.taskInfoTitle) : undefined}
        back={<BackLink to={back}>{intl.formatMessage(task?.issue ? m.backToIssue : m.backToList)}</BackLink>}
        actions={task && canChangeStatus ? <TaskStatusActions task={task} size={{ base: 'lg', md: 'md' }} /> : undefined}
      />
      {!taskId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !task ? (
        <DetailsSkeleton />
      ) : (
        <Details
          items={[
            { label: intl.formatMessage(m.taskStatus), value: <TaskStatusBadge status={task.status} /> },
            { label: intl.formatMessage(m.taskTitle), value: task.title },
            { label: intl.formatMessage(m.taskType), value: task.type },
            { label: intl.formatMessage(m.building), value: task.buildingName ?? '—' },
            { label: intl.formatMessage(m.facility), value: task.facilityName ?? '—' },
            { label: intl.formatMessage(m.device), value: task.deviceName ?? '—' },
            {
              label: intl.formatMessage(m.issue),
              value:
                task.issue && canOpenIssue ? (
                  <Link asChild color="teal.fg">
                    <RouterLink to={withQuery(paths.issuesTable, { issueId: task.issue })}>{intl.formatMessage(m.openDetails)}</RouterLink>
                  </Link>
                ) : (
                  '—'
                ),
            },
            { label: intl.formatMessage(m.staffRole), value: roleName(task.staffRole) },
            { label: intl.formatMessage(m.staff), value: task.staffName ?? task.staff ?? '—' },
            { label: intl.formatMessage(m.remarks), value: task.remarks || '—' },
            { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(task.createdAt) },
            { label: intl.formatMessage(m.startedAt), value: formatDateTime(task.startedAt) },
            { label: intl.formatMessage(m.completedAt), value: formatDateTime(task.completedAt) },
            { label: intl.formatMessage(m.completionRemarks), value: task.completionRemarks || '—' },
          ]}
        />
      )}
    </>
  );
}
