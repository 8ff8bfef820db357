import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { NameOf, Piece } from './pieces';

function render(intl: IntlShape, piece: Piece, nameOf: NameOf): ReactNode {
  if (typeof piece === 'string') return piece;
  if (typeof piece === 'number') return intl.formatNumber(piece);
  if (piece.piece === 'ref') {
    const { text, named, to } = nameOf(piece);
    if (to) {
      return (
        <Link asChild fontWeight="medium" color="teal.fg">
          <RouterLink to={to}>{text}</RouterLink>
        </Link>
      );
    }
    return named ? (
      <Text as="span" fontWeight="medium">
        {text}
      </Text>
    ) : (
      text
    );
  }
  if (piece.piece === 'list') return intl.formatList(piece.items.map((item) => render(intl, item, nameOf)));
  const values: Record<string, ReactNode> = {};
  for (const [key, value] of Object.entries(piece.values)) {
    // Numbers stay numbers, for the message's plural and number formats.
    values[key] = typeof value === 'number' ? value : render(intl, value, nameOf);
  }
  return intl.formatMessage(piece.message, values);
}

/** A sentence of pieces, its records named (and linked where the reader may open them). */
export function Sentence({ piece, nameOf }: { piece: Piece; nameOf: NameOf }) {
  const intl = useIntl();
  return <>{render(intl, piece, nameOf)}</>;
}
