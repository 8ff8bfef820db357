import { Card, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useCatalogue } from '@/lib/use-catalogue';
import { Hint } from '../hint';
import { formatShare } from './duration';
import { FeedbackSummary } from './feedback-summary';
import { FigureGrid, type ReportFigure } from './figure-grid';
import { KpiFigures } from './kpi-figures';
import { reportMessages as m } from './messages';
import type { Report } from './report-types';

/** A titled part of a report; kept whole on a printed page. */
export function ReportCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline" css={{ breakInside: 'avoid' }}>
      <Card.Header>
        <Heading as="h3" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Issues opened and resolved per type, most opened first, with a total row. */
function IssuesByType({ report }: { report: Report }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const rows = [...report.issuesByType].sort((a, b) => b.opened - a.opened || b.resolved - a.resolved);
  if (rows.length === 0) return <Text color="fg.muted">{intl.formatMessage(m.noIssues)}</Text>;
  const sum = (key: 'opened' | 'resolved') => rows.reduce((total, row) => total + (row[key] ?? 0), 0);
  return (
    <Table.Root size="sm" aria-label={intl.formatMessage(m.issuesByType)}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{intl.formatMessage(m.issueType)}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.opened)}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.resolved)}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.issueType}>
            <Table.Cell>{catalogue.issueType(row.issueType)}</Table.Cell>
            <Table.Cell textAlign="end">{intl.formatNumber(row.opened)}</Table.Cell>
            <Table.Cell textAlign="end">{intl.formatNumber(row.resolved)}</Table.Cell>
          </Table.Row>
        ))}
        <Table.Row fontWeight="semibold">
          <Table.Cell>{intl.formatMessage(m.total)}</Table.Cell>
          <Table.Cell textAlign="end">{intl.formatNumber(sum('opened'))}</Table.Cell>
          <Table.Cell textAlign="end">{intl.formatNumber(sum('resolved'))}</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

/** The usage figures, each said missing where no sensor of the place measures it (not 0). */
function usageFigures(intl: IntlShape, report: Report, showMainMeter: boolean): ReportFigure[] {
  const sensors = report.sensors;
  const figure = (key: string, label: MessageDescriptor, value: number | null, palette: string, missing: MessageDescriptor, count?: number): ReportFigure =>
    sensors && count === 0
      ? { key, label: intl.formatMessage(label), value: intl.formatMessage(missing) }
      : { key, label: intl.formatMessage(label), value, palette };
  return [
    figure('people', m.people, report.people, 'purple', m.noPeopleCounter, sensors?.peopleCounters),
    figure('litres', m.litres, report.litres, 'blue', m.noWaterMeter, sensors?.waterMeters),
    ...(showMainMeter ? [figure('mainMeterLitres', m.mainMeterLitres, report.mainMeterLitres, 'cyan', m.noMainMeter, sensors?.mainWaterMeters)] : []),
    { key: 'deviceUptime', label: intl.formatMessage(m.deviceUptime), value: formatShare(intl, report.deviceUptime), palette: 'green' },
  ];
}

/**
 * A building's or facility's period (R of the numbers contract): issues by type, response
 * times and the share within target, visitor feedback, people, the toilets' litres beside the
 * main meter's (never added up) and the devices' uptime over the period. A figure no sensor of
 * the place measures says so ("No people counter") instead of 0. `extra` goes after the usage figures.
 */
export function ReportSections({ report, showMainMeter = true, extra }: { report: Report; showMainMeter?: boolean; extra?: ReactNode }) {
  const intl = useIntl();
  const noPanel = report.sensors !== null && report.sensors.feedbackPanels === 0 && report.feedback.count === 0;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ReportCard title={intl.formatMessage(m.issuesByType)}>
          <IssuesByType report={report} />
        </ReportCard>
        <ReportCard title={intl.formatMessage(m.responseTimes)}>
          <Stack gap="2">
            <Hint>{intl.formatMessage(m.responseTimesHint)}</Hint>
            <KpiFigures kpi={report.kpi} />
          </Stack>
        </ReportCard>
      </SimpleGrid>
      <ReportCard title={intl.formatMessage(m.feedback)}>
        {noPanel ? (
          <Text color="fg.muted">{intl.formatMessage(m.noFeedbackPanel)}</Text>
        ) : (
          <FeedbackSummary
            count={report.feedback.count}
            average={report.feedback.average}
            perRating={report.feedback.perRating}
            areas={report.feedback.topAreas}
          />
        )}
      </ReportCard>
      <ReportCard title={intl.formatMessage(m.usage)}>
        <Stack gap="2">
          <FigureGrid figures={usageFigures(intl, report, showMainMeter)} />
          {showMainMeter && (
            <Hint>{intl.formatMessage(m.mainMeterHint)}</Hint>
          )}
          <Hint>{intl.formatMessage(m.deviceUptimeHint)}</Hint>
        </Stack>
      </ReportCard>
      {extra}
    </Stack>
  );
}
