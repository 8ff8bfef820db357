import { Box, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const SKELETON_CARDS = 3;

/** The rows as cards (phones), in a list named like the table it stands for. */
export function RowCards<T>({
  label,
  rows,
  loading,
  getRowId,
  renderCard,
  empty,
}: {
  label: string;
  rows: T[];
  loading: boolean;
  getRowId: (row: T) => string;
  renderCard: (row: T) => ReactNode;
  empty: ReactNode;
}) {
  // A list holds items: with none to show, only the empty state is said.
  if (!loading && rows.length === 0) return <Stack gap="3">{empty}</Stack>;
  return (
    <Stack gap="3" aria-label={label} aria-busy={loading} role="list">
      {loading && rows.length === 0
        ? Array.from({ length: SKELETON_CARDS }, (_, index) => <Skeleton key={`card-skeleton-${index}`} height="32" rounded="lg" />)
        : rows.map((row) => (
            <Box key={getRowId(row)} role="listitem" opacity={loading ? 0.6 : 1}>
              {renderCard(row)}
            </Box>
          ))}
      {empty}
    </Stack>
  );
}
