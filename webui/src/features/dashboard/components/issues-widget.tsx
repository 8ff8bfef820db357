import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useListTotal } from '@/api/get-list-total';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { useCatalogue } from '@/lib/use-catalogue';
import { useRecentIssues } from '../api/get-recent-issues';
import { dashboardMessages as m } from '../messages';
import { Figures, Widget, WidgetSkeleton } from './widget';

/** Status 1: opened (SPEC.md §4). */
const OPEN = ['status:"1"'];

/** Issues opened, and the five most recent issues. */
export function IssuesWidget() {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const catalogue = useCatalogue();
  const open = useListTotal('issues', OPEN);
  const recent = useRecentIssues();
  const title = intl.formatMessage(m.issues);
  if (open.isPending || recent.isPending) return <WidgetSkeleton title={title} />;
  return (
    <Widget title={title} to={paths.issuesTable}>
      <Stack gap="4">
        <Figures
          columns={1}
          figures={[
            { key: 'opened', label: intl.formatMessage(m.issuesOpened), value: open.data ?? null, palette: 'orange' },
          ]}
        />
        <Stack gap="2">
          <Text fontWeight="semibold">{intl.formatMessage(m.recentIssues)}</Text>
          {recent.isError ? (
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
