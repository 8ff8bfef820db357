import { Alert, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Details, DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useCreateTask } from '../api/create-task';
import { useIssue } from '../api/get-issue';
import { IssueStatusBadge, isOpen, placeOf, useIssueTypeName } from '../components/issue-labels';
import { TaskForm } from '../components/task-form';
import { issueMessages as m } from '../messages';

export function CreateAdHocTaskFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const typeName = useIssueTypeName();
  const [searchParams] = useSearchParams();
  const issueId = searchParams.get('issueId') ?? '';
  const issuePath = withQuery(paths.issuesTable, { issueId });
  const { data: issue, error, refetch } = useIssue(issueId);
  const createTask = useCreateTask();
  const name = issue ? typeName(issue.issueType, issue.issueName) : '';

  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.createTaskTitle)}
        description={issue ? `${name} · ${placeOf(issue)}` : undefined}
        back={<BackLink to={issueId ? issuePath : paths.issuesTable}>{intl.formatMessage(m.backToIssue)}</BackLink>}
      />
      {!issueId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !issue ? (
        <DetailsSkeleton />
      ) : (
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
                toaster.create({ type: 'success', title: intl.formatMessage(m.taskCreated) });
                navigate(task?.id ? withQuery(paths.adHocTaskInfo, { taskId: task.id }) : issuePath);
              }}
            />
          )}
        </Stack>
      )}
    </>
  );
}
