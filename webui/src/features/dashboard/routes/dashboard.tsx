import { Card, Heading, Link, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuBriefcase, LuBuilding2, LuFolderKanban, LuToilet } from 'react-icons/lu';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '@/components/errors/error-alert';
import { PageHeader } from '@/components/page-header';
import { useReportsButton } from '@/components/reports/reports-button';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { profileAtom, roleAtom } from '@/lib/session-atoms';
import { useOverview } from '../api/get-overview';
import { ActivitySection } from '../components/activity-section';
import { DevicesWidget } from '../components/devices-widget';
import { GatewaysWidget } from '../components/gateways-widget';
import { IssuesWidget } from '../components/issues-widget';
import { dashboardMessages as m } from '../messages';
import type { Overview } from '../types';

interface Counter {
  key: 'companies' | 'buildings' | 'projects' | 'facilities';
  label: MessageDescriptor;
  path: string;
  icon: ReactNode;
}

const COUNTERS: Counter[] = [
  { key: 'companies', label: m.companies, path: paths.companiesTable, icon: <LuBriefcase /> },
  { key: 'buildings', label: m.buildings, path: paths.buildingsTable, icon: <LuBuilding2 /> },
  { key: 'projects', label: m.projects, path: paths.projectsTable, icon: <LuFolderKanban /> },
  { key: 'facilities', label: m.facilities, path: paths.facilitiesTable, icon: <LuToilet /> },
];

function DashboardSkeleton() {
  return (
    <Card.Root aria-busy="true" data-testid="dashboard-skeleton">
      <Card.Body>
        <Stack gap="5">
          <Skeleton height="6" width="30%" />
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {Array.from({ length: 4 }, (_, index) => (
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

/** One count of the overview, its value named by its label; a link to its list when the role may open it. */
function OverviewCounter({ counter, value, linked }: { counter: Counter; value: number; linked: boolean }) {
  const intl = useIntl();
  const labelId = useId();
  return (
    // The link stands after the definition list: inside it, only terms and definitions belong.
    <Stack gap="1" borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
      <Stat.Root>
        <Stat.Label id={labelId}>
          {counter.icon} {intl.formatMessage(counter.label)}
        </Stat.Label>
        <Stat.ValueText aria-labelledby={labelId}>{intl.formatNumber(value)}</Stat.ValueText>
      </Stat.Root>
      {linked && (
        <Link asChild color="teal.fg" fontSize="sm" alignSelf="flex-start">
          <RouterLink to={counter.path}>{intl.formatMessage(m.open)}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}

/** What the caller's tenancy holds, as the server counts it; each count links to its list when the role may open it. */
function OverviewCard({ overview, role }: { overview: Overview; role: string | null }) {
  const intl = useIntl();
  const headingId = useId();
  const counters = COUNTERS.filter((counter) => overview[counter.key] !== null);
  if (counters.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {intl.formatMessage(m.overview)}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {intl.formatMessage(m.overviewHint)}
        </Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {counters.map((counter) => (
            <OverviewCounter key={counter.key} counter={counter} value={overview[counter.key] ?? 0} linked={isPathAllowed(role, counter.path)} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The dashboard (SPEC.md §2): the overview, issues, devices and gateways counted on the
 * server for every role that sees it, then the activity over a chosen range.
 */
export function DashboardRoute() {
  const intl = useIntl();
  const reportsButton = useReportsButton(m.reports);
  const role = useAtomValue(roleAtom);
  const profile = useAtomValue(profileAtom);
  const overview = useOverview();
  const showIssues = isPathAllowed(role, paths.issuesTable);

  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={profile?.name ? intl.formatMessage(m.welcome, { name: profile.name }) : intl.formatMessage(m.welcomeAnonymous)}
        actions={reportsButton}
      />
      <Stack gap="4">
        {overview.error ? (
          <ErrorAlert error={overview.error} onRetry={() => void overview.refetch()} />
        ) : !overview.data ? (
          <DashboardSkeleton />
        ) : (
          <>
            <OverviewCard overview={overview.data} role={role} />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              {showIssues && <IssuesWidget openIssues={overview.data.openIssues} />}
              {(overview.data.devices || overview.data.gateways) && (
                <Stack gap="4">
                  {overview.data.devices && (
                    <DevicesWidget devices={overview.data.devices} to={isPathAllowed(role, paths.devicesTable) ? paths.devicesTable : undefined} />
                  )}
                  {overview.data.gateways && <GatewaysWidget gateways={overview.data.gateways} />}
                </Stack>
              )}
            </SimpleGrid>
          </>
        )}
        <ActivitySection feedbackLinked={isPathAllowed(role, paths.feedbackTable)} />
      </Stack>
    </>
  );
}
