import { Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LinkCell } from '@/components/data-table/link-cell';
import { DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { formatDuration } from '@/components/reports/duration';
import { paths, withQuery } from '@/config/paths';
import { useIssueTypeSettings } from '../api/get-issue-type-settings';
import type { IssueTypeSettings } from '../escalation';
import { issueTypeMessages as m, notifyMessages } from '../messages';
import { useIssueTypeName } from './issue-labels';

/** "30 min → The facility’s supervisors; 120 min → …", or that the type is not escalated. */
function useStepsSummary(): (type: IssueTypeSettings) => string {
  const intl = useIntl();
  return (type) =>
    type.escalation.length === 0
      ? intl.formatMessage(m.noEscalation)
      : type.escalation
          .map((step) =>
            intl.formatMessage(m.stepSummary, {
              minutes: step.afterMinutes,
              whom: step.notify in notifyMessages ? intl.formatMessage(notifyMessages[step.notify as keyof typeof notifyMessages]) : step.notify,
            }),
          )
          .join('; ');
}

/** Every issue type with its target, whether it resolves itself and its escalation; each opens its form. */
export function IssueTypesTable() {
  const intl = useIntl();
  const types = useIssueTypeSettings();
  const typeName = useIssueTypeName();
  const summary = useStepsSummary();
  if (types.error) return <ErrorAlert error={types.error} onRetry={() => void types.refetch()} />;
  if (!types.data) return <DetailsSkeleton />;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={intl.formatMessage(m.title)}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(m.type)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.target)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.autoResolveColumn)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.escalation)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {types.data.map((type) => (
            <Table.Row key={type.id}>
              <Table.Cell>
                <LinkCell to={withQuery(paths.editIssueTypeForm, { issueTypeId: type.id })}>{typeName(type.id, type.title)}</LinkCell>
              </Table.Cell>
              <Table.Cell>{formatDuration(intl, type.targetMinutes) ?? '—'}</Table.Cell>
              <Table.Cell>{intl.formatMessage(type.autoResolve ? m.yes : m.no)}</Table.Cell>
              <Table.Cell>
                <Text color={type.escalation.length === 0 ? 'fg.muted' : undefined}>{summary(type)}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
