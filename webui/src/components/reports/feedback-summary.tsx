import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { areaLabel, RATINGS, ratingOf } from '@/config/feedback';
import { Hint } from '../hint';
import { FigureGrid } from './figure-grid';
import { reportMessages as m } from './messages';
import type { AreaCount, RatingCount } from './report-types';

export interface FeedbackSummaryProps {
  count: number;
  average: number | null;
  perRating: RatingCount[];
  /** Most named first. */
  areas: AreaCount[];
  /** Areas shown; the rest are left out. */
  maxAreas?: number;
}

/** A bar in proportion to the largest of its list. */
function ShareBar({ value, most, palette }: { value: number; most: number; palette: string }) {
  return (
    <Box h="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden>
      <Box h="full" rounded="full" bg={`${palette}.solid`} w={`${most > 0 ? (value / most) * 100 : 0}%`} style={{ printColorAdjust: 'exact' }} />
    </Box>
  );
}

/**
 * Visitor feedback of a period: how many ratings, their average (1 excellent … 5 very poor)
 * with the nearest word, a bar per rating, and the areas named most. Plain boxes rather than a
 * chart, so it prints as it shows.
 */
export function FeedbackSummary({ count, average, perRating, areas, maxAreas = 5 }: FeedbackSummaryProps) {
  const intl = useIntl();
  if (count === 0) return <Text color="fg.muted">{intl.formatMessage(m.noFeedback)}</Text>;
  const nearest = average === null ? undefined : ratingOf(Math.min(5, Math.max(1, Math.round(average))));
  const counts = RATINGS.map((rating) => ({
    rating,
    count: perRating.filter((item) => ratingOf(item.rating)?.word === rating.word).reduce((sum, item) => sum + (item.count ?? 0), 0),
  }));
  const mostRated = Math.max(0, ...counts.map((item) => item.count));
  const shownAreas = areas.filter((area) => area.count > 0).slice(0, maxAreas);
  const mostNamed = Math.max(0, ...shownAreas.map((area) => area.count));
  const distribution = intl.formatMessage(m.distribution);
  const topAreas = intl.formatMessage(m.topAreas);
  return (
    <Stack gap="4">
      <FigureGrid
        columns={2}
        figures={[
          { key: 'count', label: intl.formatMessage(m.feedbackCount), value: count },
          {
            key: 'average',
            label: intl.formatMessage(m.average),
            value: average === null ? null : intl.formatNumber(average, { maximumFractionDigits: 1 }),
            help: (
              <HStack gap="2" wrap="wrap">
                {nearest && <Badge colorPalette={nearest.palette}>{intl.formatMessage(nearest.label)}</Badge>}
                <Text as="span">{intl.formatMessage(m.averageHint)}</Text>
              </HStack>
            ),
          },
        ]}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="2">
          <Heading as="h4" size="sm">
            {distribution}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none" aria-label={distribution}>
            {counts.map(({ rating, count: ratingCount }) => (
              <Stack as="li" key={rating.word} gap="1" aria-label={intl.formatMessage(m.ratingCount, { rating: intl.formatMessage(rating.label), count: ratingCount })}>
                <HStack justify="space-between" fontSize="sm">
                  <Text>{intl.formatMessage(rating.label)}</Text>
                  <Text color="fg.muted">{intl.formatNumber(ratingCount)}</Text>
                </HStack>
                <ShareBar value={ratingCount} most={mostRated} palette={rating.palette} />
              </Stack>
            ))}
          </Stack>
        </Stack>
        <Stack gap="2">
          <Heading as="h4" size="sm">
            {topAreas}
          </Heading>
          {shownAreas.length === 0 ? (
            <Hint>{intl.formatMessage(m.noAreas)}</Hint>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={topAreas}>
              {shownAreas.map((area) => (
                <Stack as="li" key={area.area} gap="1" aria-label={intl.formatMessage(m.areaCount, { area: areaLabel(intl.formatMessage, area.area), count: area.count })}>
                  <HStack justify="space-between" fontSize="sm">
                    <Text>{areaLabel(intl.formatMessage, area.area)}</Text>
                    <Text color="fg.muted">{intl.formatNumber(area.count)}</Text>
                  </HStack>
                  <ShareBar value={area.count} most={mostNamed} palette="orange" />
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
