import { Field, Flex, Input, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ChoiceField } from '@/components/form/fields';
import { offsetMinutesAt } from '@/config/locale';
import { useDateFormat } from '@/lib/format';
import { timezoneAtom } from '@/lib/session-atoms';
import { reportMessages as m } from './messages';

/** A report covers at most this many days (the API's limit). */
export const MAX_REPORT_DAYS = 366;

export type PeriodKind = 'last-week' | 'last-month' | 'custom';

export interface Period {
  /** `YYYY-MM-DD`, both days included. */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today as the calendar of a timezone setting (`UTC±N` or a named zone) shows it, `now` a UTC instant. */
export function todayIn(timezone: string, now = Date.now()): string {
  return iso(now + offsetMinutesAt(timezone, now) * 60_000);
}

/** The week before this one (Monday to Sunday), or the month before this one, of `today`. */
export function periodOf(kind: Exclude<PeriodKind, 'custom'>, today: string): Period {
  const day = timeOf(today);
  if (kind === 'last-week') {
    const weekday = (new Date(day).getUTCDay() + 6) % 7;
    const monday = day - (weekday + 7) * DAY_MS;
    return { from: iso(monday), to: iso(monday + 6 * DAY_MS) };
  }
  const date = new Date(day);
  const firstOfThisMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const firstOfLastMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1);
  return { from: iso(firstOfLastMonth), to: iso(firstOfThisMonth - DAY_MS) };
}

/** Why custom dates cannot be asked for, if they cannot. */
export function periodProblem(from: string, to: string): 'missing' | 'order' | 'long' | null {
  if (!from || !to || Number.isNaN(timeOf(from)) || Number.isNaN(timeOf(to))) return 'missing';
  if (from > to) return 'order';
  if ((timeOf(to) - timeOf(from)) / DAY_MS + 1 > MAX_REPORT_DAYS) return 'long';
  return null;
}

/**
 * The period of a report: last week (default), last month or custom dates, in the days of the
 * timezone setting; `initial` starts it at those custom dates (a link's). Answers the chosen
 * period, or null while custom dates are incomplete or wrong.
 */
export function usePeriodChoice(initial?: Period | null) {
  const timezone = useAtomValue(timezoneAtom);
  const [kind, setKind] = useState<PeriodKind>(initial ? 'custom' : 'last-week');
  const [custom, setCustom] = useState<Period>(initial ?? { from: '', to: '' });
  const today = todayIn(timezone);
  const period: Period | null = kind === 'custom' ? (periodProblem(custom.from, custom.to) ? null : custom) : periodOf(kind, today);
  return { kind, setKind, custom, setCustom, period, today };
}

export type PeriodChoice = ReturnType<typeof usePeriodChoice>;

/** The period's controls: a choice, and two dates for custom; the chosen days as text. */
export function ReportPeriodPicker({ choice }: { choice: PeriodChoice }) {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const { kind, setKind, custom, setCustom, period, today } = choice;
  const problem = kind === 'custom' && (custom.from || custom.to) ? periodProblem(custom.from, custom.to) : null;
  const problemText =
    problem === 'missing'
      ? intl.formatMessage(m.dateMissing)
      : problem === 'order'
        ? intl.formatMessage(m.dateOrder)
        : problem === 'long'
          ? intl.formatMessage(m.rangeTooLong, { days: MAX_REPORT_DAYS })
          : null;
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
      <ChoiceField
        label={intl.formatMessage(m.period)}
        value={kind}
        options={[
          { value: 'last-week', label: intl.formatMessage(m.lastWeek) },
          { value: 'last-month', label: intl.formatMessage(m.lastMonth) },
          { value: 'custom', label: intl.formatMessage(m.custom) },
        ]}
        onChange={(value) => setKind(value as PeriodKind)}
        width={{ base: 'full', md: '48' }}
      />
      {kind === 'custom' && (
        <>
          <Field.Root invalid={problem !== null} width={{ base: 'full', md: '44' }}>
            <Field.Label>{intl.formatMessage(m.from)}</Field.Label>
            <Input size="sm" type="date" value={custom.from} max={custom.to || today} onChange={(event) => setCustom({ ...custom, from: event.target.value })} />
          </Field.Root>
          <Field.Root invalid={problem !== null} width={{ base: 'full', md: '44' }}>
            <Field.Label>{intl.formatMessage(m.to)}</Field.Label>
            <Input size="sm" type="date" value={custom.to} min={custom.from || undefined} onChange={(event) => setCustom({ ...custom, to: event.target.value })} />
          </Field.Root>
        </>
      )}
      {problemText ? (
        <Text color="fg.error" fontSize="sm" role="alert" pb="2">
          {problemText}
        </Text>
      ) : (
        period && (
          <Text color="fg.muted" fontSize="sm" pb="2">
            {intl.formatMessage(m.periodRange, { from: formatDate(period.from), to: formatDate(period.to) })}
          </Text>
        )
      )}
    </Flex>
  );
}
