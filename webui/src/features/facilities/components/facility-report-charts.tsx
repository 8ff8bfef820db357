import { SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DayChart } from '@/components/charts/day-chart';
import { reportMessages } from '@/components/reports/messages';
import { ReportCard } from '@/components/reports/report-sections';
import type { Sensors } from '@/components/reports/report-types';
import type { FacilityReportDay } from '../api/get-facility-report';
import { facilityReportMessages as m } from './facility-report-messages';

const round = (value: number) => Math.round(value * 10) / 10;

/** The facility's days as bar charts: people, litres, issues opened and resolved, and the feedback
 * average. A figure no sensor of the toilet measures says so instead of a row of empty bars. */
export function FacilityReportCharts({ days, sensors }: { days: FacilityReportDay[]; sensors: Sensors | null }) {
  const intl = useIntl();
  if (days.length === 0) return <Text color="fg.muted">{intl.formatMessage(m.noDays)}</Text>;
  const unmeasured = (count: number | undefined, said: MessageDescriptor, chart: ReactNode) =>
    sensors && count === 0 ? <Text color="fg.muted">{intl.formatMessage(said)}</Text> : chart;
  const people = (count: number) => intl.formatMessage(m.peopleValue, { count });
  const litres = (count: number) => intl.formatMessage(m.litresValue, { count });
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ReportCard title={intl.formatMessage(m.people)}>
        {unmeasured(sensors?.peopleCounters, reportMessages.noPeopleCounter, <DayChart
          days={days}
          whole
          series={[{ key: 'people', label: intl.formatMessage(m.people), color: 'purple.solid', value: (day) => day.people }]}
          label={intl.formatMessage(m.peoplePerDay)}
          dayText={(day, date) => intl.formatMessage(m.dayValue, { day: date, value: people(day.people) })}
          peakText={people}
        />)}
      </ReportCard>
      <ReportCard title={intl.formatMessage(m.litres)}>
        {unmeasured(sensors?.waterMeters, reportMessages.noWaterMeter, <DayChart
          days={days}
          series={[{ key: 'litres', label: intl.formatMessage(m.litres), color: 'blue.solid', value: (day) => round(day.litres) }]}
          label={intl.formatMessage(m.litresPerDay)}
          dayText={(day, date) => intl.formatMessage(m.dayValue, { day: date, value: litres(round(day.litres)) })}
          peakText={litres}
        />)}
      </ReportCard>
      <ReportCard title={intl.formatMessage(m.issues)}>
        <DayChart
          days={days}
          whole
          series={[
            { key: 'opened', label: intl.formatMessage(m.opened), color: 'orange.solid', value: (day) => day.opened },
            { key: 'resolved', label: intl.formatMessage(m.resolved), color: 'green.solid', value: (day) => day.resolved },
          ]}
          label={intl.formatMessage(m.issuesPerDay)}
          dayText={(day, date) => intl.formatMessage(m.issuesDay, { day: date, opened: day.opened, resolved: day.resolved })}
        />
      </ReportCard>
      <ReportCard title={intl.formatMessage(m.feedbackAverage)}>
        <DayChart
          days={days}
          series={[
            { key: 'feedbackAverage', label: intl.formatMessage(m.feedbackAverage), color: 'teal.solid', value: (day) => round(day.feedbackAverage ?? 0) },
          ]}
          label={intl.formatMessage(m.feedbackPerDay)}
          dayText={(day, date) =>
            day.feedbackAverage === null
              ? intl.formatMessage(m.noFeedbackDay, { day: date })
              : intl.formatMessage(m.feedbackDay, {
                  day: date,
                  average: intl.formatNumber(day.feedbackAverage, { maximumFractionDigits: 1 }),
                  count: day.feedbackCount,
                })
          }
        />
      </ReportCard>
    </SimpleGrid>
  );
}
