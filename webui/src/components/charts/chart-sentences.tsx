import { VisuallyHidden } from '@chakra-ui/react';

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
