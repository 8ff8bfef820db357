import { Box, Card, Circle, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuBell, LuBellOff, LuCircleCheck, LuCircleDot, LuClipboardList, LuEye } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { EventLine, useHistoryReader } from '@/components/history/event-line';
import { sentenceOf, statesBefore } from '@/components/history/sentences';
import { useIssueHistory } from '../api/get-issue-history';
import { issueMessages as m } from '../messages';
import type { HistoryEvent } from '../types';
import { LeadingReadings } from './leading-readings';
import { ReadingDetails } from './reading-details';

/** Each kind of event of the trail by its mark. */
function iconOf(event: HistoryEvent): ReactNode {
  switch (`${event.object}:${event.type}`) {
    case 'issue:Resolved':
      return <LuCircleCheck />;
    case 'task:Created':
    case 'task:Started':
    case 'task:Completed':
      return <LuClipboardList />;
    case 'notification:Sent':
      return <LuBell />;
    case 'notification:Read':
      return <LuEye />;
    case 'notification:Deleted':
      return <LuBellOff />;
    default:
      return <LuCircleDot />;
  }
}

/** The auditor's view: the reading that raised the issue and the readings up to it, then each
 * event of the issue, its tasks and notifications as a sentence, with its time; the raw event
 * a click away. */
export function IssueHistoryPanel({ issueId }: { issueId: string }) {
  const intl = useIntl();
  const { data, error, refetch } = useIssueHistory(issueId);
  const { ctx, nameOf } = useHistoryReader(data?.names);
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton height="40" />;
  // Each record's fields before each of its events, for what a change changed.
  const before = statesBefore(data.events, (event) => `${event.object}:${event.objectId}`);
  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {intl.formatMessage(m.trigger)}
            </Heading>
            {data.reading ? <ReadingDetails reading={data.reading} /> : <Text color="fg.muted">{intl.formatMessage(m.noTrigger)}</Text>}
            {data.readings && data.readings.length > 0 && (
              <>
                <Heading as="h4" size="xs" color="fg.muted">
                  {intl.formatMessage(m.leadingReadings)}
                </Heading>
                <LeadingReadings readings={data.readings} />
              </>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      {data.events.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.noHistory)}</Text>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none" aria-label={intl.formatMessage(m.historyTab)}>
          {data.events.map((event, index) => {
            const last = index === data.events.length - 1;
            const sentence = sentenceOf(ctx, {
              kind: event.object,
              subjectId: event.objectId,
              type: event.type,
              actor: event.actor,
              changes: event.changes ?? {},
              before: before[index],
            });
            return (
              <Flex as="li" key={`${event.object}:${event.objectId}:${event.version ?? event.time}:${event.type}`} gap="3">
                <Flex direction="column" align="center" flexShrink={0}>
                  <Circle size="8" bg="teal.subtle" color="teal.fg" aria-hidden>
                    {iconOf(event)}
                  </Circle>
                  {!last && <Box flex="1" w="2px" bg="border" my="1" />}
                </Flex>
                <Box pb={last ? '0' : '5'} pt="1" minW="0">
                  <EventLine sentence={sentence} nameOf={nameOf} entry={event} />
                </Box>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
