import { Box, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useHistory, type HistoryEntry, type HistoryKind } from '@/api/get-history';
import { useDateTimeFormat } from '@/lib/format';
import { ErrorAlert } from '../errors/error-alert';
import { historyMessages as m } from './messages';

/** Event names the aggregates use, in the user's language; any other is shown spelled out. */
const EVENT_LABELS: Record<string, MessageDescriptor> = {
  Created: m.created,
  Registered: m.created,
  Assigned: m.created,
  Requested: m.requested,
  Applied: m.requested,
  Updated: m.updated,
  Changed: m.updated,
  Edited: m.updated,
  Deleted: m.deleted,
  Approved: m.approved,
  Rejected: m.rejected,
  Withdrawn: m.withdrawn,
  Amended: m.updated,
  Decided: m.decided,
  Started: m.started,
  Completed: m.completed,
  Moved: m.stockMoved,
  StockMoved: m.stockMoved,
};

/** A decision says which one it was. */
function labelOf(entry: HistoryEntry): MessageDescriptor | undefined {
  if (entry.type === 'Decided') {
    const status = entry.changes?.status;
    if (status === 'APPROVED') return m.approved;
    if (status === 'REJECTED') return m.rejected;
  }
  return EVENT_LABELS[entry.type];
}

/** `StockMoved` → `Stock moved`. */
const spelledOut = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

function EventRow({ entry }: { entry: HistoryEntry }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const label = labelOf(entry);
  const actor = entry.actorName || entry.actor || intl.formatMessage(m.system);
  const changes = Object.entries(entry.changes ?? {});
  return (
    <Box as="li" listStyleType="none" borderStartWidth="2px" borderColor="teal.muted" ps="3" py="1">
      <Text fontWeight="medium">{label ? intl.formatMessage(label) : spelledOut(entry.type)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {formatDateTime(entry.time)} · {intl.formatMessage(m.by, { actor })}
      </Text>
      {changes.length > 0 && (
        <Box as="dl" fontSize="sm" mt="1">
          {changes.map(([field, value]) => (
            <Text key={field}>
              <Box as="dt" display="inline" color="fg.muted">
                {field}:
              </Box>{' '}
              <Box as="dd" display="inline" wordBreak="break-word">
                {shown(value)}
              </Box>
            </Text>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** GET /api/history/{kind}/{id} as a timeline, newest first: what happened, when, and who did it. */
export function EventHistory({ kind, id }: { kind: HistoryKind; id: string }) {
  const intl = useIntl();
  const { data, error, refetch } = useHistory(kind, id);
  const events = [...(data?.events ?? [])].reverse();
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {intl.formatMessage(m.title)}
          </Heading>
          {error ? (
            <ErrorAlert error={error} onRetry={() => void refetch()} />
          ) : !data ? (
            <Skeleton height="16" />
          ) : events.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>
          ) : (
            <Stack as="ol" gap="3" ps="0" aria-label={intl.formatMessage(m.title)}>
              {events.map((entry, index) => (
                <EventRow key={`${entry.version ?? index}:${entry.time}`} entry={entry} />
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
