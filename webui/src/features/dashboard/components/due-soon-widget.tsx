import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '@/components/errors/error-alert';
import { DueText } from '@/components/forecast/due-text';
import { Hint } from '@/components/hint';
import { paths, withQuery } from '@/config/paths';
import { useCatalogue } from '@/lib/use-catalogue';
import { useDueSoon } from '../api/get-forecasts';
import { dashboardMessages as m } from '../messages';
import type { DueSoon } from '../types';
import { Widget, WidgetSkeleton } from './widget';

function DueRow({ due, linked }: { due: DueSoon; linked: boolean }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const place = [due.facilityName, due.buildingName].filter(Boolean).join(' · ');
  return (
    <HStack as="li" justify="space-between" align="center" gap="3" borderBottomWidth="1px" pb="2">
      <Stack gap="0" minW="0">
        {linked ? (
          <Link asChild color="teal.fg" fontWeight="medium">
            <RouterLink to={withQuery(paths.deviceInfo, { deviceId: due.deviceId })}>{due.deviceName}</RouterLink>
          </Link>
        ) : (
          <Text fontWeight="medium" truncate>
            {due.deviceName}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" truncate>
          {[catalogue.issueType(due.issueType), place].filter(Boolean).join(' — ')}
        </Text>
      </Stack>
      <Stack gap="0" align="flex-end" flexShrink={0}>
        <Badge colorPalette="orange">
          <DueText dueAt={due.dueAt} />
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.dueLevel, { level: intl.formatNumber(due.level / 100, { style: 'percent', maximumFractionDigits: 0 }) })}
        </Text>
      </Stack>
    </HStack>
  );
}

/**
 * The consumables forecast to run out, and the bins to fill, within the next day, soonest
 * first; each names its device, linked to its page where the role may open it.
 */
export function DueSoonWidget({ linked }: { linked: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.dueSoon);
  const query = useDueSoon();
  if (query.error) {
    return (
      <Widget title={title}>
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </Widget>
    );
  }
  if (!query.data) return <WidgetSkeleton title={title} />;
  return (
    <Widget title={title}>
      <Stack gap="3">
        <Hint>{intl.formatMessage(m.dueSoonHint)}</Hint>
        {query.data.length === 0 ? (
          <Text color="fg.muted">{intl.formatMessage(m.noneDueSoon)}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={title}>
            {query.data.map((due) => (
              <DueRow key={due.deviceId} due={due} linked={linked} />
            ))}
          </Stack>
        )}
      </Stack>
    </Widget>
  );
}
