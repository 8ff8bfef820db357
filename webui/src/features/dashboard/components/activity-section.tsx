import { GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { ChoiceField } from '@/components/form/fields';
import { SectionHeader } from '@/components/section-header';
import { timezoneAtom } from '@/lib/session-atoms';
import { useViewerZone } from '@/lib/viewer-offset';
import type { RangeParams } from '../api/range-answer';
import { useFeedbackSummary } from '../api/get-feedback-summary';
import { useIssueActivity } from '../api/get-issue-activity';
import { useKpi } from '../api/get-kpi';
import { useUsage } from '../api/get-usage';
import { dashboardMessages as m } from '../messages';
import { ACTIVITY_RANGES, DEFAULT_ACTIVITY_RANGE, rangeLabel, rangeQueryOf } from './activity-ranges';
import { FeedbackWidget } from './feedback-widget';
import { FrequentIssuesWidget } from './frequent-issues-widget';
import { HotIssuesWidget } from './hot-issues-widget';
import { IssuesMonitoringWidget } from './issues-monitoring-widget';
import { KpiWidget } from './kpi-widget';
import { PeopleCountWidget, WaterConsumptionWidget } from './usage-widgets';

/**
 * Issues monitoring, the most frequent issues, hot issues, KPI, feedback rating, people
 * counted and water used over one range (last N days or last N weeks), chosen in the
 * section's header; days follow the timezone of the settings. Each call's widgets load (and
 * fail) apart. `feedbackLinked`: the feedback widget links to the feedback table.
 */
export function ActivitySection({ feedbackLinked = false }: { feedbackLinked?: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const timezone = useAtomValue(timezoneAtom);
  const zone = useViewerZone();
  const [rangeKey, setRangeKey] = useState(DEFAULT_ACTIVITY_RANGE.key);
  const range = ACTIVITY_RANGES.find((candidate) => candidate.key === rangeKey) ?? DEFAULT_ACTIVITY_RANGE;
  const params: RangeParams = { ...rangeQueryOf(range), ...zone };
  const issues = useIssueActivity(params);
  const usage = useUsage(params);
  const kpi = useKpi(params);
  const feedback = useFeedbackSummary(params);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <SectionHeader title={intl.formatMessage(m.activity)} hint={intl.formatMessage(m.activityHint, { timezone })} id={headingId} size="lg">
        <ChoiceField
          label={intl.formatMessage(m.range)}
          value={range.key}
          options={ACTIVITY_RANGES.map((option) => ({ value: option.key, label: intl.formatMessage(rangeLabel(option), { count: option.count }) }))}
          onChange={setRangeKey}
          width={{ base: 'full', sm: '48' }}
        />
      </SectionHeader>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {issues.error ? (
          <GridItem colSpan={{ lg: 2 }} minW="0">
            <ErrorAlert error={issues.error} onRetry={() => void issues.refetch()} />
          </GridItem>
        ) : (
          <>
            <GridItem colSpan={{ lg: 2 }} minW="0">
              <IssuesMonitoringWidget activity={issues.data} />
            </GridItem>
            <FrequentIssuesWidget activity={issues.data} />
            <HotIssuesWidget activity={issues.data} />
          </>
        )}
        {kpi.error ? (
          <GridItem minW="0">
            <ErrorAlert error={kpi.error} onRetry={() => void kpi.refetch()} />
          </GridItem>
        ) : (
          <GridItem minW="0">
            <KpiWidget kpi={kpi.data} />
          </GridItem>
        )}
        {feedback.error ? (
          <GridItem minW="0">
            <ErrorAlert error={feedback.error} onRetry={() => void feedback.refetch()} />
          </GridItem>
        ) : (
          <GridItem minW="0">
            <FeedbackWidget feedback={feedback.data} linked={feedbackLinked} />
          </GridItem>
        )}
        {usage.error ? (
          <GridItem colSpan={{ lg: 2 }} minW="0">
            <ErrorAlert error={usage.error} onRetry={() => void usage.refetch()} />
          </GridItem>
        ) : (
          <>
            <GridItem minW="0">
              <PeopleCountWidget usage={usage.data} />
            </GridItem>
            <GridItem minW="0">
              <WaterConsumptionWidget usage={usage.data} />
            </GridItem>
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
