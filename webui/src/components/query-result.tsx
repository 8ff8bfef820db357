import { Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorAlert } from './errors/error-alert';

/** What a screen holds of one read: its answer, its failure, and how to ask again. */
export interface ReadResult<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One read in its place on a screen: its failure with "Try again", a skeleton while it loads,
 * the `empty` note when there is nothing to show (an empty list unless `isEmpty` says), else
 * what `children` makes of the answer.
 */
export function QueryResult<T>({
  query,
  empty,
  isEmpty = isEmptyList,
  skeleton = <Skeleton height="16" />,
  children,
}: {
  query: ReadResult<T>;
  empty: string;
  isEmpty?: (data: T) => boolean;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return skeleton;
  if (isEmpty(query.data)) return <Text color="fg.muted">{empty}</Text>;
  return children(query.data);
}
