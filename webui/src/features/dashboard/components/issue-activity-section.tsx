import { Flex, GridItem, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { ChoiceField } from '@/components/form/fields';
import { offsetOf } from '@/config/locale';
import { timezoneAtom } from '@/lib/session-atoms';
import { useQuery } from '@/lib/use-query';
import { getIssueActivity } from '../api/get-issue-activity';
import { dashboardMessages as m } from '../messages';
import { FrequentIssuesWidget } from './frequent-issues-widget';
import { HotIssuesWidget } from './hot-issues-widget';
import { DEFAULT_ISSUE_RANGE, ISSUE_RANGES, daysOf, rangeLabel } from './issue-ranges';
import { IssuesMonitoringWidget } from './issues-monitoring-widget';

/**
 * Issues monitoring, the most frequent issues and hot issues over one range of days,
 * chosen in the section's header; days follow the timezone of the settings.
 */
export function IssueActivitySection() {
  const intl = useIntl();
  const headingId = useId();
  const timezone = useAtomValue(timezoneAtom);
  const [rangeKey, setRangeKey] = useState(DEFAULT_ISSUE_RANGE.key);
  const range = ISSUE_RANGES.find((candidate) => candidate.key === rangeKey) ?? DEFAULT_ISSUE_RANGE;
  const days = daysOf(range);
  const utcOffsetMinutes = (offsetOf(timezone) ?? 0) * 60;
  const { data, error, reload } = useQuery(['dashboard-issue-activity', days, utcOffsetMinutes], (signal) =>
    getIssueActivity({ days, utcOffsetMinutes }, signal),
  );

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" id={headingId}>
            {intl.formatMessage(m.issueActivity)}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {intl.formatMessage(m.issueActivityHint, { timezone })}
          </Text>
        </Stack>
        <ChoiceField
          label={intl.formatMessage(m.range)}
          value={range.key}
          options={ISSUE_RANGES.map((option) => ({ value: option.key, label: intl.formatMessage(rangeLabel(option), { count: option.count }) }))}
          onChange={setRangeKey}
          width={{ base: 'full', sm: '48' }}
        />
      </Flex>
      {error ? (
        <ErrorAlert error={error} onRetry={reload} />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <GridItem colSpan={{ lg: 2 }} minW="0">
            <IssuesMonitoringWidget activity={data} />
          </GridItem>
          <FrequentIssuesWidget activity={data} />
          <HotIssuesWidget activity={data} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
