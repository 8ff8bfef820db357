import { Card, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useIntl, type FormatNumberOptions } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FigureGrid, type ReportFigure } from '@/components/reports/figure-grid';
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

export type Figure = ReportFigure;

const AS_IS: FormatNumberOptions = {};

/** A row of numbers as the server counts them; `null` shows a dash (not available). */
export function Figures({ figures, columns = 3 }: { figures: Figure[]; columns?: number }) {
  return <FigureGrid figures={figures} columns={columns} format={AS_IS} />;
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
