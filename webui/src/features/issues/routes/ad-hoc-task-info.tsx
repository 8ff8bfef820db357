import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Details } from '@/components/details';
import { commonMessages } from '@/components/messages';
import { RecordLink } from '@/components/record/record-link';
import { RecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
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
  const taskId = useIdParam('taskId');
  const query = useTask(taskId);
  const task = query.data;
  const canOpenIssue = isPathAllowed(role, paths.issuesTable);
  // The assignee, their supervisor or manager, or the administrator; the server decides, the others get a 403.
  const canChangeStatus = canResolveIssues(role);
  const back = task?.issue && canOpenIssue ? withQuery(paths.issuesTable, { issueId: task.issue }) : paths.issuesTable;

  return (
    <RecordPage
      title={task?.title}
      fallbackTitle={intl.formatMessage(m.taskInfoTitle)}
      description={task ? intl.formatMessage(m.taskInfoTitle) : undefined}
      back={{ to: back, label: intl.formatMessage(task?.issue ? m.backToIssue : m.backToList) }}
      actions={task && canChangeStatus ? <TaskStatusActions task={task} size={{ base: 'lg', md: 'md' }} /> : undefined}
      id={taskId}
      query={query}
    >
      {(task) => (
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
                  <RecordLink to={withQuery(paths.issuesTable, { issueId: task.issue })}>{intl.formatMessage(m.openDetails)}</RecordLink>
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
    </RecordPage>
  );
}
