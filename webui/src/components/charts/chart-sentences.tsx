import { Box, VisuallyHidden } from '@chakra-ui/react';
import type { TooltipContentProps } from 'recharts';

/** A chart's text for screen readers: its sentences (one a bar group, keyed by it), in order. */
export function ChartSentences({ label, sentences }: { label: string; sentences: ReadonlyMap<string, string> }) {
  return (
    <VisuallyHidden asChild>
      <ul aria-label={label}>
        {[...sentences].map(([key, sentence]) => (
          <li key={key}>{sentence}</li>
        ))}
      </ul>
    </VisuallyHidden>
  );
}

/** A bar chart's tooltip: the sentence of the bar group under the pointer, by the key `keyOf` reads from its row. */
export function sentenceTooltip<Row>(sentences: ReadonlyMap<string, string>, keyOf: (row: Row) => string) {
  return function SentenceTooltip({ active, payload }: TooltipContentProps) {
    const row = payload?.[0]?.payload as Row | undefined;
    if (!active || !row) return null;
    return (
      <Box bg="bg.panel" rounded="l2" shadow="md" px="2.5" py="1.5" textStyle="xs" maxW="16rem">
        {sentences.get(keyOf(row))}
      </Box>
    );
  };
}
