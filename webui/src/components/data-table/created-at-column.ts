import type { MessageDescriptor } from 'react-intl';
import { useDateTimeFormat } from '@/lib/format';
import { commonMessages } from '../messages';
import { timeColumn } from './column-builders';
import type { Column } from './columns';

export interface CreatedAtOptions {
  /** "Created at" unless the list names it otherwise. */
  header?: MessageDescriptor;
  hideBelow?: Column<unknown>['hideBelow'];
}

/** The sortable "Created at" column, in the timezone chosen in the settings. */
export function useCreatedAtColumn<T extends { createdAt?: string | null }>({
  header = commonMessages.createdAt,
  hideBelow = 'lg',
}: CreatedAtOptions = {}): Column<T> {
  const formatDateTime = useDateTimeFormat();
  return timeColumn<T>('createdAt', header, formatDateTime, hideBelow);
}
