import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DetailsSkeleton } from '../details';
import { ErrorAlert } from '../errors/error-alert';
import { MissingId } from '../missing-id';

/** The `?…Id=` an info or edit page was opened with; empty when the address has none. */
export function useIdParam(name: string): string {
  const [searchParams] = useSearchParams();
  return searchParams.get(name) ?? '';
}

/** What a record page reads of the record's query. */
export interface RecordQuery<T> {
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
}

export interface RecordStateProps<T> {
  /** The id from the address: without it the page says where to open it from. */
  id: string;
  query: RecordQuery<T>;
  /** Shown instead of the record when the address lacks something else the page needs. */
  notice?: ReactNode;
  /** False keeps the skeleton up, e.g. until a form's record has been fetched afresh. */
  ready?: boolean;
  children: (record: T) => ReactNode;
}

/** A record page's body: the missing id, the error with a retry, a skeleton while loading, or the record. */
export function RecordState<T>({ id, query, notice, ready = true, children }: RecordStateProps<T>) {
  if (!id) return <MissingId />;
  if (notice) return notice;
  if (query.error) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || !ready) return <DetailsSkeleton />;
  return children(query.data);
}
