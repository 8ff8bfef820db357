import { Alert, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Details } from '@/components/details';
import { useDoneThenGo } from '@/components/record/record-form-page';
import { RecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { useCreateTask } from '../api/create-task';
import { useIssue } from '../api/get-issue';
import { IssueStatusBadge, isOpen, placeOf, useIssueTypeName } from '../components/issue-labels';
import { TaskForm } from '../components/task-form';
import { issueMessages as m } from '../messages';

export function CreateAdHocTaskFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const typeName = useIssueTypeName();
  const issueId = useIdParam('issueId');
  const issuePath = withQuery(paths.issuesTable, { issueId });
  const query = useIssue(issueId);
  const issue = query.data;
  const createTask = useCreateTask();
  const name = issue ? typeName(issue.issueType, issue.issueName) : '';

  return (
    <RecordPage
      title={intl.formatMessage(m.createTaskTitle)}
      description={issue ? `${name} · ${placeOf(issue)}` : undefined}
      back={{ to: issueId ? issuePath : paths.issuesTable, label: intl.formatMessage(m.backToIssue) }}
      id={issueId}
      query={query}
    >
      {(issue) => (
        <Stack gap="4">
          <Details
            title={intl.formatMessage(m.forIssue)}
            items={[
              { label: intl.formatMessage(m.issue), value: name },
              { label: intl.formatMessage(m.status), value: <IssueStatusBadge status={issue.status} /> },
              { label: intl.formatMessage(m.building), value: issue.buildingName ?? '—' },
              { label: intl.formatMessage(m.facility), value: issue.facilityName ?? '—' },
              { label: intl.formatMessage(m.device), value: issue.deviceName ?? intl.formatMessage(m.noDevice) },
            ]}
          />
          {!isOpen(issue.status) ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{intl.formatMessage(m.issueResolvedNoTasks)}</Alert.Title>
            </Alert.Root>
          ) : (
            <TaskForm
              issueId={issueId}
              initialValues={{ title: '', type: name, staffRole: '', staffId: '', remarks: '' }}
              onCancel={() => navigate(issuePath)}
              onSubmit={async (input) => {
                const task = await createTask.mutateAsync(input);
                doneThenGo(intl.formatMessage(m.taskCreated), task?.id ? withQuery(paths.adHocTaskInfo, { taskId: task.id }) : issuePath);
              }}
            />
          )}
        </Stack>
      )}
    </RecordPage>
  );
}
