import { Tabs, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { roleAtom } from '@/lib/session-atoms';
import { UsersTable } from '../components/users-table';
import { visibleSegments } from '../kinds';
import { userMessages as m } from '../messages';

/** One tab per role segment the user manages; the open tab is `?segment=`. */
export function UsersTableRoute() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const segments = visibleSegments(role);
  const requested = searchParams.get('segment');
  const current = segments.find((info) => info.segment === requested) ?? segments[0];

  return (
    <>
      <PageHeader title={intl.formatMessage(m.tableTitle)} description={intl.formatMessage(m.tableDescription)} />
      {!current ? (
        <Text color="fg.muted">{intl.formatMessage(m.noSegments)}</Text>
      ) : (
        <Tabs.Root
          value={current.segment}
          onValueChange={(details) => setSearchParams({ segment: details.value }, { replace: true })}
          variant="line"
          colorPalette="teal"
          lazyMount
          unmountOnExit
        >
          <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'thin' }} mb="4">
            {segments.map((info) => (
              <Tabs.Trigger key={info.segment} value={info.segment} flexShrink={0}>
                {intl.formatMessage(info.segmentLabel)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {segments.map((info) => (
            <Tabs.Content key={info.segment} value={info.segment} pt="0">
              <UsersTable segment={info.segment} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </>
  );
}
