import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { outcomeLabel } from '../kinds';

const PALETTE: Record<string, string> = { delivered: 'green', failed: 'orange', 'dead-lettered': 'red', sending: 'blue' };

/** What became of an attempt, coloured from delivered (green) to given up (red). */
export function OutcomeBadge({ outcome }: { outcome: string }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={PALETTE[outcome] ?? 'gray'} variant="subtle">
      {outcomeLabel(intl, outcome)}
    </Badge>
  );
}
