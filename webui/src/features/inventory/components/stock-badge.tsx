import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { inventoryMessages as m } from '../messages';

export function StockBadge({ low }: { low: boolean | undefined }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={low ? 'red' : 'green'} variant="subtle">
      {intl.formatMessage(low ? m.lowStock : m.inStock)}
    </Badge>
  );
}
