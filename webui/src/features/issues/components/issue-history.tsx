import { Box, Card, Circle, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuBell, LuBellOff, LuCircleCheck, LuCircleDot, LuClipboardList, LuEye } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useDateTimeFormat } from '@/lib/format';
import { useNotificationText } from '@/lib/notification-text';
import { useIssueHistory } from '../api/get-issue-history';
import { issueMessages as m } from '../messages';
import type { HistoryEvent } from '../types';
import { LeadingReadings } from './leading-readings';
import { ReadingDetails } from './reading-details';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function useEventText(): (event: HistoryEvent) => { title: string; icon: ReactNode } {
  const intl = useIntl();
  const notificationText = useNotificationText();
  return (event) => {
    const changes = event.changes ?? {};
    const key = `${event.object}:${event.type}`;
    switch (key) {
      case 'issue:Opened':
        return { title: intl.formatMessage(m.eventIssueOpened), icon: <LuCircleDot /> };
      case 'issue:Resolved':
        return { title: intl.formatMessage(m.eventIssueResolved), icon: <LuCircleCheck /> };
      case 'task:Created':
        return { title: intl.formatMessage(m.eventTaskCreated, { title: text(changes.title) }), icon: <LuClipboardList /> };
      case 'notification:Sent':
        return {
          title: intl.formatMessage(m.eventNotificationSent, {
            information: notificationText({ type: text(changes.type), information: text(changes.information), fields: changes.fields }),
          }),
          icon: <LuBell />,
        };
      case 'notification:Read':
        return { title: intl.formatMessage(m.eventNotificationRead), icon: <LuEye /> };
      case 'notification:Deleted':
        return { title: intl.formatMessage(m.eventNotificationDeleted), icon: <LuBellOff /> };
      default:
        return { title: intl.formatMessage(m.eventOther, { object: event.object, type: event.type }), icon: <LuCircleDot /> };
    }
  };
}

/** The auditor's view: the reading that raised the issue and the readings up to it, then each
 * event with its time and actor. */
export function IssueHistoryPanel({ issueId }: { issueId: string }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const eventText = useEventText();
  const { data, error, refetch } = useIssueHistory(issueId);
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton height="40" />;
  const actorOf = (event: HistoryEvent) =>
    event.actorName || (event.actor === 'rules' ? intl.formatMessage(m.rules) : event.actor) || '—';
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
            const { title, icon } = eventText(event);
            const last = index === data.events.length - 1;
            return (
              <Flex as="li" key={`${event.object}:${event.objectId}:${event.version ?? event.time}:${event.type}`} gap="3">
                <Flex direction="column" align="center" flexShrink={0}>
                  <Circle size="8" bg="teal.subtle" color="teal.fg" aria-hidden>
                    {icon}
                  </Circle>
                  {!last && <Box flex="1" w="2px" bg="border" my="1" />}
                </Flex>
                <Stack gap="0.5" pb={last ? '0' : '5'} pt="1" minW="0">
                  <Text fontWeight="medium">{title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={event.time}>{formatDateTime(event.time)}</time> · {intl.formatMessage(m.by, { actor: actorOf(event) })}
                  </Text>
                </Stack>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
