import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Column } from './columns';
import { LinkCell } from './link-cell';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

type ColumnOptions = Pick<Column<unknown>, 'sortField' | 'hideBelow'>;

/** The sortable "Name" column, linking to the row's page where `linkOf` gives one. */
export function nameColumn<T extends { name: string }>(
  header: MessageDescriptor,
  linkOf?: (row: T) => string | null | undefined,
): Column<T> {
  return { key: 'name', header, sortField: 'name', render: (row) => <LinkCell to={linkOf?.(row)}>{row.name}</LinkCell> };
}

/** A column of one value of the row, a dash where the row has none (a building, a floor, a company…). */
export function textColumn<T>(
  key: string,
  header: MessageDescriptor,
  valueOf: (row: T) => ReactNode,
  { sortField, hideBelow }: ColumnOptions = {},
): Column<T> {
  return { key, header, sortField, hideBelow, render: (row) => orDash(valueOf(row)) };
}
