import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Column } from './columns';
import { LinkCell } from './link-cell';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

type ColumnOptions = Pick<Column<unknown>, 'sortField' | 'hideBelow'>;

/** A column of the row's label linking to its page where `linkOf` gives one; sorted by `sortField`. */
export function linkColumn<T>(
  key: string,
  header: MessageDescriptor,
  labelOf: (row: T) => ReactNode,
  linkOf: ((row: T) => string | null | undefined) | undefined,
  { sortField, hideBelow }: ColumnOptions = {},
): Column<T> {
  return { key, header, sortField, hideBelow, render: (row) => <LinkCell to={linkOf?.(row)}>{labelOf(row)}</LinkCell> };
}

/** The sortable "Name" column, linking to the row's page where `linkOf` gives one. */
export function nameColumn<T extends { name: string }>(
  header: MessageDescriptor,
  linkOf?: (row: T) => string | null | undefined,
): Column<T> {
  return linkColumn('name', header, (row) => row.name, linkOf, { sortField: 'name' });
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

type Field<T> = keyof T & string;

/** A column of one field of the row, sorted by the field of that name: a dash where the row has none. */
export function fieldColumn<T>(field: Field<T>, header: MessageDescriptor, hideBelow?: Column<unknown>['hideBelow']): Column<T> {
  return textColumn(field, header, (row) => row[field] as ReactNode, { sortField: field, hideBelow });
}

/** A column of one time or date of the row, written by `format` (the settings' timezone), sorted by it. */
export function timeColumn<T>(
  field: Field<T>,
  header: MessageDescriptor,
  format: (value: string | null | undefined) => string,
  hideBelow?: Column<unknown>['hideBelow'],
): Column<T> {
  return { key: field, header, sortField: field, hideBelow, render: (row) => format(row[field] as string | null | undefined) };
}

/** The row's actions, kept in view at its end while a wide table scrolls sideways. */
export function actionsColumn<T>(header: MessageDescriptor, render: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header, pinned: true, render };
}
