import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Hint } from '@/components/hint';
import { dashboardMessages as m } from '../messages';
import type { IssueActivity } from '../types';
import { FacilityName, Widget, WidgetSkeleton } from './widget';

/**
 * The facilities with the most open issues now (whatever the range). Plain text: the issues
 * list has no facility filter in its address to link to.
 */
export function HotIssuesWidget({ activity }: { activity: IssueActivity | undefined }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.hotIssues);
  if (!activity) return <WidgetSkeleton title={title} level="h3" />;
  const facilities = activity.hotFacilities;
  return (
    <Widget title={title} level="h3">
      <Stack gap="3">
        <Hint>{intl.formatMessage(m.hotIssuesHint)}</Hint>
        {facilities.length === 0 ? (
          <Text color="fg.muted">{intl.formatMessage(m.noHotFacilities)}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={title}>
            {facilities.map((facility) => (
              <HStack as="li" key={facility.facilityId} justify="space-between" align="center" gap="3" borderBottomWidth="1px" pb="2">
                <FacilityName facilityName={facility.facilityName} buildingName={facility.buildingName} />
                <Badge colorPalette="red" flexShrink={0}>
                  {intl.formatMessage(m.openCount, { count: facility.open })}
                </Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Widget>
  );
}
