import { describe, expect, it } from 'vitest';
import { pinningOf, sortOf, sortingOf, type Column } from './columns';

const header = { id: 'test.header', defaultMessage: 'Header' };
const columns: Column<unknown>[] = [
  { key: 'name', header, sortField: 'name', render: () => null },
  { key: 'building', header, sortField: 'buildingName', render: () => null },
  { key: 'note', header, render: () => null },
  { key: 'actions', header, pinned: true, render: () => null },
];

describe('table columns', () => {
  it('reads the list sort as the sorting of the column sorting by that field', () => {
    expect(sortingOf(columns, 'buildingName')).toEqual([{ id: 'building', desc: false }]);
    expect(sortingOf(columns, '-buildingName')).toEqual([{ id: 'building', desc: true }]);
    expect(sortingOf(columns, '-openFirst')).toEqual([]);
    expect(sortingOf(columns, undefined)).toEqual([]);
  });

  it('writes the sorting back as the sort field, descending with a minus', () => {
    expect(sortOf(columns, [{ id: 'building', desc: true }])).toBe('-buildingName');
    expect(sortOf(columns, [{ id: 'name', desc: false }])).toBe('name');
    expect(sortOf(columns, [])).toBeUndefined();
  });

  it('pins the actions to the end', () => {
    expect(pinningOf(columns)).toEqual({ start: [], end: ['actions'] });
  });
});
