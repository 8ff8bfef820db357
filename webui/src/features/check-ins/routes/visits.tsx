import { Card, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { ReportPeriodPicker, todayIn, usePeriodChoice, type Period } from '@/components/reports/report-period';
import { timezoneAtom } from '@/lib/session-atoms';
import { VisitsTable } from '../components/visits-table';
import { checkInMessages as m } from '../messages';

const DAY_MS = 86_400_000;

/** The week up to today: what a supervisor looks at first. */
export function lastSevenDays(today: string): Period {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

/** `/check-ins/visits`: how often staff checked in at each toilet, day by day, over a period. */
export function VisitsRoute() {
  const intl = useIntl();
  const timezone = useAtomValue(timezoneAtom);
  const choice = usePeriodChoice(lastSevenDays(todayIn(timezone)));
  return (
    <>
      <PageHeader title={intl.formatMessage(m.visitsTitle)} description={intl.formatMessage(m.visitsDescription)} />
      <Stack gap="4">
        <Card.Root size="sm">
          <Card.Body>
            <ReportPeriodPicker choice={choice} />
          </Card.Body>
        </Card.Root>
        {choice.period && <VisitsTable period={choice.period} />}
      </Stack>
    </>
  );
}
