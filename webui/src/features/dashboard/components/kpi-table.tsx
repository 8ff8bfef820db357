import { Button, Table, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { kpiMessages as m } from '../kpi-messages';

export type SortValue = string | number | null;
export type Direction = 'asc' | 'desc';

export interface KpiColumn<T> {
  key: string;
  header: string;
  /** What the column sorts by: a name, a number, or null (always last). */
  value: (row: T) => SortValue;
  render: (row: T) => ReactNode;
  numeric?: boolean;
}

/** The rows ordered by one column: names in the language's order, numbers by size, missing values last either way. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: Direction, collator: Intl.Collator): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

function SortIcon({ direction }: { direction: Direction | null }) {
  if (direction === 'asc') return <LuArrowUp />;
  if (direction === 'desc') return <LuArrowDown />;
  return <LuArrowUpDown opacity={0.4} />;
}

/**
 * One breakdown of the KPI as a table sorted in the browser (the call answers every group at
 * once): each column's header sorts by it, again the other way round.
 */
export function KpiTable<T>({ label, columns, rows, rowKey }: { label: string; columns: KpiColumn<T>[]; rows: T[]; rowKey: (row: T) => string }) {
  const intl = useIntl();
  const [sort, setSort] = useState<{ key: string; direction: Direction }>({ key: columns[0].key, direction: 'asc' });
  const collator = useMemo(() => new Intl.Collator(intl.locale, { numeric: true, sensitivity: 'base' }), [intl.locale]);
  const column = columns.find((candidate) => candidate.key === sort.key) ?? columns[0];
  const sorted = useMemo(() => sortRows(rows, column.value, sort.direction, collator), [rows, column, sort.direction, collator]);
  if (rows.length === 0) return <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>;
  const toggle = (key: string) =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' }));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((one) => {
              const direction = one.key === sort.key ? sort.direction : null;
              return (
                <Table.ColumnHeader
                  key={one.key}
                  whiteSpace="nowrap"
                  textAlign={one.numeric ? 'end' : undefined}
                  aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                >
                  <Button variant="plain" size="xs" px="0" fontWeight="semibold" aria-label={intl.formatMessage(m.sortBy, { column: one.header })} onClick={() => toggle(one.key)}>
                    {one.header} <SortIcon direction={direction} />
                  </Button>
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((one) => (
                <Table.Cell key={one.key} textAlign={one.numeric ? 'end' : undefined} whiteSpace={one.numeric ? 'nowrap' : undefined}>
                  {one.render(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
