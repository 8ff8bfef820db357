import { Box, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useHistory, type HistoryKind } from '@/api/get-history';
import { ErrorAlert } from '../errors/error-alert';
import { EventLine, useHistoryReader } from './event-line';
import { historyMessages as m } from './messages';
import { sentenceOf, statesBefore } from './sentences';

/** GET /api/history/{kind}/{id} as a timeline, newest first: each event as a sentence of the
 * reader's language, naming who did what to which records; the raw event one click away. */
export function EventHistory({ kind, id }: { kind: HistoryKind; id: string }) {
  const intl = useIntl();
  const { data, error, refetch } = useHistory(kind, id);
  const { ctx, nameOf } = useHistoryReader(data?.names);
  const events = data?.events ?? [];
  const before = statesBefore(events);
  const shown = events.map((entry, index) => ({ entry, before: before[index] })).reverse();
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
          ) : shown.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>
          ) : (
            <Stack as="ol" gap="3" ps="0" aria-label={intl.formatMessage(m.title)}>
              {shown.map(({ entry, before: state }, index) => (
                <Box as="li" key={`${entry.version ?? index}:${entry.time}`} listStyleType="none" borderStartWidth="2px" borderColor="teal.muted" ps="3" py="1">
                  <EventLine
                    entry={entry}
                    nameOf={nameOf}
                    sentence={sentenceOf(ctx, { kind, subjectId: id, type: entry.type, actor: entry.actor, changes: entry.changes ?? {}, before: state })}
                  />
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
