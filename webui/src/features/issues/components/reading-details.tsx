import { HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useDateTimeFormat } from '@/lib/format';
import { readingMessages } from '../messages';

const HIDDEN = new Set(['readingId']);

/** The values of the reading that raised an issue, labelled; unknown fields keep their names. */
export function ReadingDetails({ reading }: { reading: Record<string, unknown> }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const entries = Object.entries(reading).filter(([key, value]) => !HIDDEN.has(key) && value !== null && value !== undefined);
  const label = (key: string) => (key in readingMessages ? intl.formatMessage(readingMessages[key as keyof typeof readingMessages]) : key);
  const text = (key: string, value: unknown) => {
    if (key === 'time' && typeof value === 'string') return formatDateTime(value);
    if (typeof value === 'number') return intl.formatNumber(value);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return (
    <Stack gap="1" as="dl">
      {entries.map(([key, value]) => (
        <HStack key={key} justify="space-between" gap="4">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label(key)}
          </Text>
          <Text as="dd" textAlign="end">
            {text(key, value)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
