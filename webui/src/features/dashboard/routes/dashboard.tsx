import { Card, Heading, Link, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuBriefcase, LuBuilding2, LuFolderKanban, LuToilet } from 'react-icons/lu';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ChartsWhenSeen } from '@/components/charts/lazy-bars';
import { ErrorAlert } from '@/components/errors/error-alert';
import { PageHeader } from '@/components/page-header';
import { useReportsButton } from '@/components/reports/reports-button';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { profileAtom, roleAtom } from '@/lib/session-atoms';
import { useOverview } from '../api/get-overview';
import { ActivitySection } from '../components/activity-section';
import { DevicesWidget } from '../components/devices-widget';
import { DueSoonWidget } from '../components/due-soon-widget';
import { GatewaysWidget } from '../components/gateways-widget';
import { IssuesWidget, IssuesWidgetSkeleton } from '../components/issues-widget';
import { CardSkeleton, FiguresSkeleton, LineSkeleton } from '../components/placeholders';
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

/**
 * The overview and the cards under it while the overview loads, each as tall as it will be
 * (the role's links included): the activity below does not move when they come.
 */
function DashboardSkeleton({ role, showIssues }: { role: string | null; showIssues: boolean }) {
  const linked = COUNTERS.some((counter) => isPathAllowed(role, counter.path));
  return (
    <Stack gap="4" aria-busy="true" data-testid="dashboard-skeleton">
      <Card.Root>
        <Card.Header>
          <LineSkeleton textStyle="lg" w="32" />
          <LineSkeleton fontSize="sm" w="64" maxW="full" />
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {COUNTERS.map((counter) => (
              <Stack key={counter.key} gap="1" borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
                <LineSkeleton textStyle="sm" w="60%" />
                <LineSkeleton textStyle="2xl" w="40%" />
                {linked && <LineSkeleton fontSize="sm" w="50%" />}
              </Stack>
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {showIssues && <IssuesWidgetSkeleton />}
        <CardSkeleton>
          <FiguresSkeleton count={5} />
        </CardSkeleton>
      </SimpleGrid>
    </Stack>
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
 * The dashboard: the overview, issues, devices and gateways counted on the
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
          <DashboardSkeleton role={role} showIssues={showIssues} />
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
            <DueSoonWidget linked={isPathAllowed(role, paths.deviceInfo)} />
          </>
        )}
        {/* Below the fold: its charts load as they come into view. */}
        <ChartsWhenSeen>
          <ActivitySection feedbackLinked={isPathAllowed(role, paths.feedbackTable)} />
        </ChartsWhenSeen>
      </Stack>
    </>
  );
}
