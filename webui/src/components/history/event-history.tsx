import { Box, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useHistory, type HistoryKind } from '@/api/get-history';
import { QueryResult } from '../query-result';
import { SectionCard } from '../section-card';
import { EventLine, useHistoryReader } from './event-line';
import { historyMessages as m } from './messages';
import { sentenceOf, statesBefore } from './sentences';

/** GET /api/history/{kind}/{id} as a timeline, newest first: each event as a sentence of the
 * reader's language, naming who did what to which records; the raw event one click away. */
export function EventHistory({ kind, id }: { kind: HistoryKind; id: string }) {
  const intl = useIntl();
  const query = useHistory(kind, id);
  const { ctx, nameOf } = useHistoryReader(query.data?.names);
  const events = query.data?.events ?? [];
  const before = statesBefore(events);
  const shown = events.map((entry, index) => ({ entry, before: before[index] })).reverse();
  const title = intl.formatMessage(m.title);
  return (
    <SectionCard title={title}>
      <QueryResult query={query} empty={intl.formatMessage(m.empty)} isEmpty={() => shown.length === 0}>
        {() => (
          <Stack as="ol" gap="3" ps="0" aria-label={title}>
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
      </QueryResult>
    </SectionCard>
  );
}
