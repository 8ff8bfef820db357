import { Card, Heading, Link, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { LuBriefcase, LuBuilding2, LuFolderKanban, LuToilet } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { getListTotalQueryOptions, type CountedList } from '@/api/get-list-total';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { profileAtom, roleAtom } from '@/lib/session-atoms';
import { DevicesWidget } from '../components/devices-widget';
import { GatewaysWidget } from '../components/gateways-widget';
import { ActivitySection } from '../components/activity-section';
import { IssuesWidget } from '../components/issues-widget';
import { dashboardMessages as m } from '../messages';

interface Counter {
  list: CountedList;
  label: MessageDescriptor;
  path: string;
  icon: ReactNode;
}

const COUNTERS: Counter[] = [
  { list: 'companies', label: m.companies, path: paths.companiesTable, icon: <LuBriefcase /> },
  { list: 'buildings', label: m.buildings, path: paths.buildingsTable, icon: <LuBuilding2 /> },
  { list: 'projects', label: m.projects, path: paths.projectsTable, icon: <LuFolderKanban /> },
  { list: 'facilities', label: m.facilities, path: paths.facilitiesTable, icon: <LuToilet /> },
];

function DashboardSkeleton({ count }: { count: number }) {
  return (
    <Card.Root aria-busy="true" data-testid="dashboard-skeleton">
      <Card.Body>
        <Stack gap="5">
          <Skeleton height="6" width="30%" />
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {Array.from({ length: Math.max(count, 2) }, (_, index) => (
              <Stack key={index} gap="2">
                <Skeleton height="4" width="60%" />
                <Skeleton height="8" width="40%" />
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function DashboardRoute() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const profile = useAtomValue(profileAtom);
  const counters = COUNTERS.filter((counter) => isPathAllowed(role, counter.path));
  const showIssues = isPathAllowed(role, paths.issuesTable);
  // Device lists and gateways are for managers: those who may open the devices table.
  const showDevices = isPathAllowed(role, paths.devicesTable);
  const totals = useQueries({ queries: counters.map((counter) => getListTotalQueryOptions(counter.list)) });
  const loading = totals.some((total) => total.isPending);

  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={
          profile?.name
            ? intl.formatMessage(m.welcome, { name: profile.name })
            : intl.formatMessage(m.welcomeAnonymous)
        }
      />
      <Stack gap="4">
        {loading ? (
          <DashboardSkeleton count={counters.length} />
        ) : (
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="lg">
                {intl.formatMessage(m.overview)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {intl.formatMessage(m.overviewHint)}
              </Text>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
                {counters.map((counter, index) => {
                  const total = totals[index]?.data;
                  return (
                    <Stat.Root key={counter.list} borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
                      <Stat.Label>
                        {counter.icon} {intl.formatMessage(counter.label)}
                      </Stat.Label>
                      <Stat.ValueText>
                        {total !== undefined ? intl.formatNumber(total) : '—'}
                      </Stat.ValueText>
                      <Stat.HelpText>
                        {total !== undefined ? (
                          <Link asChild color="teal.fg" fontSize="sm">
                            <RouterLink to={counter.path}>{intl.formatMessage(m.open)}</RouterLink>
                          </Link>
                        ) : (
                          intl.formatMessage(m.unavailable)
                        )}
                      </Stat.HelpText>
                    </Stat.Root>
                  );
                })}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        )}
        <ActivitySection />
        {(showIssues || showDevices) && (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {showIssues && <IssuesWidget />}
            {showDevices && (
              <Stack gap="4">
                <DevicesWidget />
                <GatewaysWidget />
              </Stack>
            )}
          </SimpleGrid>
        )}
        <Text color="fg.muted" fontSize="sm">
          {intl.formatMessage(m.moreSoon)}
        </Text>
      </Stack>
    </>
  );
}
