import { Text } from '@chakra-ui/react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { useDateTimeFormat } from '@/lib/format';

export const dueMessages = defineMessages({
  dueNow: { id: 'forecast.dueNow', defaultMessage: 'due now' },
  dueInMinutes: { id: 'forecast.dueInMinutes', defaultMessage: 'due in {minutes, plural, one {# min} other {# min}}' },
  dueInHours: { id: 'forecast.dueInHours', defaultMessage: 'due in {hours, plural, one {# h} other {# h}}' },
  dueInDays: { id: 'forecast.dueInDays', defaultMessage: 'due in {days, plural, one {# day} other {# days}}' },
  notDue: { id: 'forecast.notDue', defaultMessage: 'not running down' },
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "due in 5 h" (or minutes, days; "due now" once past) from now to `dueAt`; "not running down" without one. */
export function dueIn(intl: IntlShape, dueAt: string | null | undefined, now: number = Date.now()): string {
  if (!dueAt) return intl.formatMessage(dueMessages.notDue);
  const ahead = Date.parse(dueAt) - now;
  if (!(ahead > 0)) return intl.formatMessage(dueMessages.dueNow);
  if (ahead < HOUR) return intl.formatMessage(dueMessages.dueInMinutes, { minutes: Math.max(1, Math.round(ahead / MINUTE)) });
  if (ahead < 48 * HOUR) return intl.formatMessage(dueMessages.dueInHours, { hours: Math.round(ahead / HOUR) });
  return intl.formatMessage(dueMessages.dueInDays, { days: Math.round(ahead / (24 * HOUR)) });
}

/** When a forecast is due, as "due in 5 h", the moment itself in its title. */
export function DueText({ dueAt }: { dueAt: string | null | undefined }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  return (
    <Text as="span" title={dueAt ? formatDateTime(dueAt) : undefined}>
      {dueIn(intl, dueAt)}
    </Text>
  );
}
