import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useCatalogue } from '@/lib/use-catalogue';
import { dashboardMessages as m } from '../messages';
import type { IssueActivity } from '../types';
import { Widget, WidgetSkeleton } from './widget';

/** The issue types opened in the range, most first, each with a bar in proportion to the most frequent. */
export function FrequentIssuesWidget({ activity }: { activity: IssueActivity | undefined }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const title = intl.formatMessage(m.mostFrequentIssues);
  if (!activity) return <WidgetSkeleton title={title} level="h3" />;
  const types = activity.byType;
  const most = Math.max(1, ...types.map((type) => type.count));
  return (
    <Widget title={title} level="h3">
      {types.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.noIssuesInRange)}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={title}>
          {types.map((type) => (
            <Stack as="li" key={type.issueType} gap="1">
              <HStack justify="space-between" align="baseline" gap="3">
                <Text fontWeight="medium" minW="0" truncate>
                  {catalogue.issueType(type.issueType, type.issueName)}
                </Text>
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                  {intl.formatMessage(m.typeCount, { count: type.count })}
                </Text>
              </HStack>
              <Box h="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden>
                <Box h="full" rounded="full" bg="teal.solid" w={`${(type.count / most) * 100}%`} />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </Widget>
  );
}
