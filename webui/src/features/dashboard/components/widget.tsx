import { Card, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { dashboardMessages as m } from '../messages';

type HeadingLevel = 'h2' | 'h3';

/**
 * A titled dashboard card with an optional "view all" link; `h3` inside a titled section. A
 * region named by its title, so its figures are found by the widget's name and their own.
 */
export function Widget({ title, to, level = 'h2', children }: { title: string; to?: string; level?: HeadingLevel; children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Heading as={level} size="lg" id={headingId}>
            {title}
          </Heading>
          {to && (
            <Link asChild color="teal.fg" fontSize="sm">
              <RouterLink to={to}>{intl.formatMessage(m.viewAll)}</RouterLink>
            </Link>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function WidgetSkeleton({ title, level }: { title: string; level?: HeadingLevel }) {
  return (
    <Widget title={title} level={level}>
      <Stack gap="3" aria-busy="true" data-testid="widget-skeleton">
        <Skeleton height="8" width="50%" />
        <Skeleton height="4" />
        <Skeleton height="4" width="80%" />
      </Stack>
    </Widget>
  );
}

export interface Figure {
  key: string;
  label: string;
  /** A count, text already formatted (a duration), or null. */
  value: number | string | null;
  palette?: string;
}

/** One figure: a term (its label) and its value, the value named by the label for screen readers and tests. */
function FigureStat({ figure }: { figure: Figure }) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Stat.Label id={labelId}>{figure.label}</Stat.Label>
      <Stat.ValueText aria-labelledby={labelId} color={figure.palette && figure.value ? `${figure.palette}.fg` : undefined}>
        {figure.value === null ? '—' : typeof figure.value === 'string' ? figure.value : intl.formatNumber(figure.value)}
      </Stat.ValueText>
    </Stat.Root>
  );
}

/** A row of numbers; `null` shows a dash (not available). */
export function Figures({ figures, columns = 3 }: { figures: Figure[]; columns?: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: columns }} gap="3">
      {figures.map((figure) => (
        <FigureStat key={figure.key} figure={figure} />
      ))}
    </SimpleGrid>
  );
}

/** A facility's name (or "Unnamed facility") over its building's, both cut short to fit. */
export function FacilityName({ facilityName, buildingName }: { facilityName?: string | null; buildingName?: string | null }) {
  const intl = useIntl();
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium" truncate>
        {facilityName || intl.formatMessage(m.unnamedFacility)}
      </Text>
      {buildingName && (
        <Text fontSize="sm" color="fg.muted" truncate>
          {buildingName}
        </Text>
      )}
    </Stack>
  );
}
