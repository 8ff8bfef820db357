import { Badge, HStack, Text, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { areaLabel, ratingOf } from '@/config/feedback';
import { feedbackMessages as m } from '../messages';

/** A rating as its word on a badge coloured from green (excellent) to red (very poor). */
export function RatingBadge({ rating, value }: { rating: string | null; value?: number | null }) {
  const intl = useIntl();
  const known = ratingOf(rating ?? undefined) ?? ratingOf(value ?? undefined);
  return (
    <Badge colorPalette={known?.palette ?? 'gray'} variant="subtle">
      {known ? intl.formatMessage(known.label) : (rating ?? '—')}
    </Badge>
  );
}

/** The areas a visitor named, each a chip in the user's language. */
export function AreaChips({ areas }: { areas: string[] | null | undefined }) {
  const intl = useIntl();
  if (!areas || areas.length === 0) {
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        {intl.formatMessage(m.noAreas)}
      </Text>
    );
  }
  return (
    <Wrap gap="1" as="ul" listStyleType="none" aria-label={intl.formatMessage(m.areas)}>
      {areas.map((area) => (
        <HStack as="li" key={area}>
          <Badge variant="outline" size="sm" rounded="full">
            {areaLabel(intl.formatMessage, area)}
          </Badge>
        </HStack>
      ))}
    </Wrap>
  );
}
