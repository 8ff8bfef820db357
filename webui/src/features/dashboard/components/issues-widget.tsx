import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { useCatalogue } from '@/lib/use-catalogue';
import { useRecentIssues } from '../api/get-recent-issues';
import { dashboardMessages as m } from '../messages';
import { CardSkeleton, FiguresSkeleton, LineSkeleton } from './placeholders';
import { Figures, Widget } from './widget';

const RECENT = 5;

/** The latest issues' rows while they load, each as tall as one. */
function RecentIssuesSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" data-testid="recent-issues-skeleton">
      {Array.from({ length: RECENT }, (_, index) => (
        <Stack key={index} gap="0" borderBottomWidth="1px" pb="2">
          <LineSkeleton fontWeight="medium" w="40%" />
          <LineSkeleton fontSize="sm" w="75%" />
        </Stack>
      ))}
    </Stack>
  );
}

/** Where the issues widget will stand while the overview loads. */
export function IssuesWidgetSkeleton() {
  return (
    <CardSkeleton>
      <Stack gap="4">
        <FiguresSkeleton count={1} columns={1} />
        <Stack gap="2">
          <LineSkeleton fontWeight="semibold" w="30%" />
          <RecentIssuesSkeleton />
        </Stack>
      </Stack>
    </CardSkeleton>
  );
}

/** Issues open now (the overview's count), and the five most recent issues. */
export function IssuesWidget({ openIssues }: { openIssues: number | null }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const catalogue = useCatalogue();
  const recent = useRecentIssues();
  return (
    <Widget title={intl.formatMessage(m.issues)} to={paths.issuesTable}>
      <Stack gap="4">
        <Figures columns={1} figures={[{ key: 'open', label: intl.formatMessage(m.openNow), value: openIssues, palette: 'orange' }]} />
        <Stack gap="2">
          <Text fontWeight="semibold">{intl.formatMessage(m.recentIssues)}</Text>
          {recent.isPending ? (
            <RecentIssuesSkeleton />
          ) : recent.isError ? (
            <Text color="fg.muted">{intl.formatMessage(m.unavailable)}</Text>
          ) : recent.data.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.noRecentIssues)}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={intl.formatMessage(m.recentIssues)}>
              {recent.data.map((issue) => (
                <HStack as="li" key={issue.id} justify="space-between" align="flex-start" gap="3" borderBottomWidth="1px" pb="2">
                  <Stack gap="0" minW="0">
                    <Link asChild color="teal.fg" fontWeight="medium">
                      <RouterLink to={withQuery(paths.issuesTable, { issueId: issue.id })}>
                        {catalogue.issueType(issue.issueType, issue.issueName)}
                      </RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {[issue.facilityName, issue.buildingName].filter(Boolean).join(', ')} · {formatDateTime(issue.createdAt)}
                    </Text>
                  </Stack>
                  <Badge colorPalette={issue.status === 'OPENED' ? 'orange' : 'green'} flexShrink={0}>
                    {intl.formatMessage(issue.status === 'OPENED' ? m.opened : m.resolved)}
                  </Badge>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Widget>
  );
}
