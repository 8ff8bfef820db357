import { Button, Stack } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuAngry, LuFrown, LuLaugh, LuMeh, LuSmile } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { RATINGS } from '@/config/feedback';

const FACES: Record<number, IconType> = { 1: LuLaugh, 2: LuSmile, 3: LuMeh, 4: LuFrown, 5: LuAngry };

/** Five large buttons, a face and a word each, from excellent to very poor; one may be chosen. */
export function RatingButtons({ value, onChange, label }: { value: number | null; onChange: (rating: number) => void; label: string }) {
  const intl = useIntl();
  return (
    <Stack role="radiogroup" aria-label={label} gap="2">
      {RATINGS.map((rating) => {
        const Face = FACES[rating.value];
        const chosen = value === rating.value;
        return (
          <Button
            key={rating.word}
            role="radio"
            aria-checked={chosen}
            size="xl"
            h="16"
            fontSize="xl"
            justifyContent="flex-start"
            gap="4"
            colorPalette={rating.palette}
            variant={chosen ? 'solid' : 'outline'}
            onClick={() => onChange(rating.value)}
          >
            <Face size="2rem" aria-hidden />
            {intl.formatMessage(rating.label)}
          </Button>
        );
      })}
    </Stack>
  );
}
