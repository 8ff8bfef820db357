import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatDuration as duration } from '@/components/reports/duration';
import { dashboardMessages as m } from '../messages';
import type { IssueActivity } from '../types';
import { DayChart } from '@/components/charts/day-chart';
import { Figures, Widget, WidgetSkeleton } from './widget';

const OPENED = 'orange.solid';
const RESOLVED = 'green.solid';

/** Issues opened in the range and resolved in it, open now (whenever opened), the mean time to resolve, and a bar pair per day. */
export function IssuesMonitoringWidget({ activity }: { activity: IssueActivity | undefined }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.issuesMonitoring);
  if (!activity) return <WidgetSkeleton title={title} level="h3" />;
  return (
    <Widget title={title} level="h3">
      <Stack gap="4">
        <Figures
          columns={4}
          figures={[
            { key: 'opened', label: intl.formatMessage(m.newlyOpened), value: activity.opened, palette: 'orange' },
            { key: 'resolved', label: intl.formatMessage(m.resolved), value: activity.resolved, palette: 'green' },
            { key: 'open', label: intl.formatMessage(m.openNow), value: activity.openNow, palette: 'red' },
            { key: 'meanToResolve', label: intl.formatMessage(m.meanTimeToResolve), value: duration(intl, activity.meanMinutesToResolve) },
          ]}
        />
        {activity.perDay.length > 0 && (
          <DayChart
            days={activity.perDay}
            whole
            series={[
              { key: 'opened', label: intl.formatMessage(m.openedPerDay), color: OPENED, value: (day) => day.opened },
              { key: 'resolved', label: intl.formatMessage(m.resolved), color: RESOLVED, value: (day) => day.resolved },
            ]}
            label={intl.formatMessage(m.perDay)}
            dayText={(day, date) => intl.formatMessage(m.dayBars, { day: date, opened: day.opened, resolved: day.resolved })}
          />
        )}
      </Stack>
    </Widget>
  );
}
