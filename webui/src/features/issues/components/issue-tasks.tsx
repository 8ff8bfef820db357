import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Hint } from '@/components/hint';
import { QueryResult } from '@/components/query-result';
import { TaskStatusBadge } from '@/components/task-status/task-status-actions';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { useIssueTasks } from '../api/get-issue-tasks';
import { issueMessages as m } from '../messages';
import { useStaffRoleName } from './task-labels';

/** The ad hoc task tab of an issue: its tasks, and "create" while it is open. */
export function IssueTasksPanel({ issueId, canCreate, canOpen }: { issueId: string; canCreate: boolean; canOpen: boolean }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const roleName = useStaffRoleName();
  const query = useIssueTasks(issueId);
  return (
    <Stack gap="3">
      {canCreate && (
        <Button asChild colorPalette="teal" alignSelf="flex-start">
          <RouterLink to={withQuery(paths.createAdHocTaskForm, { issueId })}>
            <LuPlus /> {intl.formatMessage(m.createTask)}
          </RouterLink>
        </Button>
      )}
      <QueryResult query={query} empty={intl.formatMessage(m.noTasks)}>
        {(data) =>
          data.map((task) => (
            <Card.Root key={task.id} size="sm">
              <Card.Body>
                <Stack gap="1">
                  <HStack justify="space-between" align="flex-start" gap="2">
                    {canOpen ? (
                      <Link asChild fontWeight="semibold" color="teal.fg">
                        <RouterLink to={withQuery(paths.adHocTaskInfo, { taskId: task.id })}>{task.title}</RouterLink>
                      </Link>
                    ) : (
                      <Text fontWeight="semibold">{task.title}</Text>
                    )}
                    <TaskStatusBadge status={task.status} />
                  </HStack>
                  <Text fontSize="sm">
                    <Badge variant="surface" me="2">
                      {roleName(task.staffRole)}
                    </Badge>
                    {task.staffName ?? task.staff ?? '—'} · {task.type}
                  </Text>
                  <Hint>{formatDateTime(task.createdAt)}</Hint>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))
        }
      </QueryResult>
    </Stack>
  );
}
