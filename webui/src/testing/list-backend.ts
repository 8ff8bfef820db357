import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { page, records } from './api-records';
import { csvFile, deleteSelected } from './list-screen';
import { json, mockFetch, noContent, type Call, type Handler } from './mock-fetch';
import { renderPage, signInAs } from './test-utils';

export interface ListBackend<R> {
  /**
   * Each list's address and its rows (`/api/projects` → projects). Below it, `export` saves the
   * list's last name as CSV (`projects.csv`) and a DELETE of a row's id succeeds and removes it.
   */
  lists: Record<string, R[]>;
  /** The `filter` entries a row answers to (`building:"b1"`); a list call gets the rows answering to all it sends. */
  filters: (row: R) => string[];
  /** The option lists the filter panel and forms load, by address (`{ items, total }` answers). */
  lookups?: Record<string, unknown[]>;
  /** Answers anything else. */
  other?: Handler;
}

/** The backend of a list screen: its filtered lists, option lists, CSV exports and deletions. */
export function listBackend<R extends { id: string }>({ lists, filters, lookups = {}, other }: ListBackend<R>) {
  const rows = new Map(Object.entries(lists).map(([path, items]) => [path, [...items]]));
  const listBelow = (path: string) => [...rows.keys()].find((list) => path.startsWith(`${list}/`));
  return mockFetch((call) => {
    const list = rows.get(call.path);
    if (call.method === 'GET' && list) {
      const wanted = call.search.getAll('filter');
      const items = list.filter((row) => wanted.every((entry) => filters(row).includes(entry)));
      return json({ items, total: items.length, page: 1, pageSize: 20 });
    }
    if (call.method === 'GET' && call.path in lookups) {
      return json(page(lookups[call.path]));
    }
    const owner = listBelow(call.path);
    if (owner && call.method === 'GET' && call.path === `${owner}/export`) return csvFile(`${owner.split('/').at(-1)}.csv`);
    if (owner && call.method === 'DELETE') {
      rows.set(owner, rows.get(owner)!.filter((row) => call.path !== `${owner}/${row.id}`));
      return noContent();
    }
    return other?.(call);
  });
}

/** The cleaning companies the filter panels offer. */
export const CLEANING_COMPANIES = [
  records.company({ id: 'c1', name: 'Sparkle Cleaning' }),
  records.company({ id: 'c2', name: 'Shine Ltd', code: 'SHN' }),
];

/** "Export CSV", then waits for "Saved `file`"; answers the params the export at `path` was sent with. */
export async function exportCsv(user: ReturnType<typeof userEvent.setup>, calls: Call[], path: string, file: string) {
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText(`Saved ${file}`)).toBeInTheDocument();
  return calls.find((call) => call.path === path)?.search;
}

/** Signs in as `role` and shows the list `ui` until the text `firstRow` is in; answers the page and a user to act with. */
export async function openList(role: string, ui: ReactElement, firstRow: string) {
  signInAs(role);
  const page = renderPage(ui);
  await screen.findAllByText(firstRow);
  return { ...page, user: userEvent.setup() };
}

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * Deletes the rows `names` through the confirmation, which counts them and warns, and waits
 * for "`deleted` items deleted"; answers the paths of the DELETE calls, sorted.
 */
export async function deleteRows(user: ReturnType<typeof userEvent.setup>, calls: Call[], names: string[], deleted = names.length) {
  const dialog = await deleteSelected(user, names);
  expect(dialog).toContain(`Delete ${items(names.length)}?`);
  expect(dialog).toContain('This cannot be undone.');
  expect(await screen.findByText(`${items(deleted)} deleted`)).toBeInTheDocument();
  return calls.filter((call) => call.method === 'DELETE').map((call) => call.path).sort();
}
