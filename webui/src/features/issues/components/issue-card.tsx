import { Button, Card, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { LuChevronRight, LuMapPin } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Hint } from '@/components/hint';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { issueMessages as m } from '../messages';
import type { Issue } from '../types';
import { IssueStatusBadge, isOpen, placeOf, useIssueTypeName, VerifiedOnSiteBadge } from './issue-labels';
import { ResolveButton } from './resolve-button';

/** One issue on a phone: what, where, when, and a large "Mark as resolved" button. */
export function IssueCard({ issue, canResolve }: { issue: Issue; canResolve: boolean }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const typeName = useIssueTypeName();
  const name = typeName(issue.issueType, issue.issueName);
  return (
    <Card.Root size="sm" as="article" aria-label={name} borderLeftWidth="4px" borderLeftColor={isOpen(issue.status) ? 'orange.solid' : 'green.solid'}>
      <Card.Body>
        <Stack gap="2">
          <Flex justify="space-between" align="flex-start" gap="2">
            <Heading as="h3" size="md">
              {name}
            </Heading>
            <HStack gap="1" wrap="wrap" justify="flex-end">
              <IssueStatusBadge status={issue.status} />
              <VerifiedOnSiteBadge issue={issue} />
            </HStack>
          </Flex>
          <Text fontSize="sm" display="flex" gap="1" alignItems="center">
            <LuMapPin /> {placeOf(issue)}
          </Text>
          {issue.deviceName && (
            <Hint>{intl.formatMessage(m.device)}: {issue.deviceName}</Hint>
          )}
          <Hint>{intl.formatMessage(m.createdAt)}: {formatDateTime(issue.createdAt)}</Hint>
          {!isOpen(issue.status) && issue.resolvedAt && (
            <Hint>{intl.formatMessage(m.resolvedAt)}: {formatDateTime(issue.resolvedAt)}</Hint>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Stack gap="2" w="full">
          {canResolve && isOpen(issue.status) && (
            <ResolveButton issueId={issue.id} size="xl" w="full" />
          )}
          <Button asChild variant="outline" size="md" w="full">
            <RouterLink to={withQuery(paths.issuesTable, { issueId: issue.id })}>
              {intl.formatMessage(m.openDetails)} <LuChevronRight />
            </RouterLink>
          </Button>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
