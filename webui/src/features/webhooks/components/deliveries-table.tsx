import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { textColumn, timeColumn } from '@/components/data-table/column-builders';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import type { ChoiceCriterion } from '@/components/filter-panel/choice-panel';
import { useDateTimeFormat } from '@/lib/format';
import type { ListParams } from '@/lib/types';
import { getDeliveriesQueryOptions } from '../api/get-deliveries';
import { kindLabel, OUTCOMES, outcomeLabel, WEBHOOK_KINDS } from '../kinds';
import { webhookMessages as m } from '../messages';
import type { DeliveryAttempt } from '../types';
import { OutcomeBadge } from './outcome-badge';

/** The sender tries what is due every second; the list asks again this often while it is open. */
export const DELIVERIES_REFRESH_MS = 10_000;

/** The receiver's status code, or why there was none (the server's words, kept as they are). */
function Answer({ attempt }: { attempt: DeliveryAttempt }) {
  if (attempt.statusCode !== null) return <Text as="span" fontVariantNumeric="tabular-nums">{attempt.statusCode}</Text>;
  if (!attempt.error) return '—';
  return (
    <Text as="span" fontSize="sm" color="fg.muted" wordBreak="break-word">
      <span translate="no">{attempt.error}</span>
    </Text>
  );
}

/** A webhook's delivery attempts, the latest first, by outcome, event and time. */
export function DeliveriesTable({ webhookId }: { webhookId: string }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const choices: ChoiceCriterion[] = [
    { level: 'outcome', label: m.outcome, options: OUTCOMES.map((outcome) => ({ value: outcome, label: outcomeLabel(intl, outcome) })) },
    { level: 'kind', label: m.kind, options: WEBHOOK_KINDS.map((kind) => ({ value: kind, label: kindLabel(intl, kind) })) },
  ];
  const columns: Column<DeliveryAttempt>[] = [
    timeColumn('attemptedAt', m.attemptedAt, formatDateTime),
    textColumn('kind', m.kind, (attempt) => kindLabel(intl, attempt.kind), { sortField: 'kind' }),
    textColumn('attempt', m.attempt, (attempt) => intl.formatNumber(attempt.attempt), { sortField: 'attempt', hideBelow: 'sm' }),
    { key: 'answer', header: m.answer, render: (attempt) => <Answer attempt={attempt} /> },
    { key: 'outcome', header: m.outcome, render: (attempt) => <OutcomeBadge outcome={attempt.outcome} /> },
    textColumn('nextAttemptAt', m.nextAttempt, (attempt) => attempt.nextAttemptAt && formatDateTime(attempt.nextAttemptAt), { hideBelow: 'md' }),
  ];
  const query = (params: ListParams) => ({ ...getDeliveriesQueryOptions(webhookId, params), refetchInterval: DELIVERIES_REFRESH_MS });
  return (
    <ListTable
      query={query}
      sort="-attemptedAt"
      title={m.deliveries}
      filters={{ choices, dateLabel: m.attemptedAt }}
      columns={columns}
      getRowLabel={(attempt) => intl.formatMessage(m.attemptLabel, { kind: kindLabel(intl, attempt.kind), attempt: attempt.attempt })}
    />
  );
}
