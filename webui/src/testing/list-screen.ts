import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { Call } from './mock-fetch';

type User = ReturnType<typeof userEvent.setup>;

/** The last GET of a list (`/api/buildings`), to read the params it was sent with. */
export const lastList = (calls: Call[], path: string) => calls.filter((call) => call.method === 'GET' && call.path === path).at(-1);

/** Opens the filter panel unless it is open already. */
async function openFilters(user: User) {
  if (!screen.queryByLabelText('Filter by')) await user.click(screen.getByRole('button', { name: /^Filters/ }));
}

/** Filter by → criterion, Value → the option once it has loaded, Apply. */
export async function applyFilter(user: User, criterion: string, value: string) {
  await openFilters(user);
  await user.selectOptions(screen.getByLabelText('Filter by'), criterion);
  const select = screen.getByLabelText(/^Value/);
  await within(select).findByRole('option', { name: value });
  await user.selectOptions(select, value);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

/** Filter by → Creation date, from and to, Apply. */
export async function applyDateRange(user: User, from: string, to: string) {
  await openFilters(user);
  await user.selectOptions(screen.getByLabelText('Filter by'), 'Creation date');
  await user.type(screen.getByLabelText('From'), from);
  await user.type(screen.getByLabelText('To'), to);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

/** The criteria the open panel offers, as their options read ("Building (choose a landlord first)"). */
export async function offeredCriteria(user: User): Promise<string[]> {
  await openFilters(user);
  return within(screen.getByLabelText('Filter by'))
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent ?? '');
}

/** "Clear filters", then waits for the list to be asked again without filters. */
export async function clearFilters(user: User, calls: Call[], path: string) {
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(lastList(calls, path)?.search.getAll('filter')).toEqual([]));
  expect(lastList(calls, path)?.search.get('from')).toBeNull();
  expect(lastList(calls, path)?.search.get('to')).toBeNull();
  expect(screen.queryByRole('group', { name: 'Applied filters' })).not.toBeInTheDocument();
}

/** A CSV answer of an export, saved as `name`. */
export function csvFile(name: string, body = 'id,name\r\n'): Response {
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

/** Keeps jsdom from navigating to the saved file's blob address. */
export function stubDownloads() {
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

/** Ticks the rows named, asks to delete them and answers the confirmation (`confirm` or cancel); answers the dialog's text. */
export async function deleteSelected(user: User, names: string[], { confirm = true } = {}): Promise<string> {
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  await user.click(screen.getByRole('button', { name: /^Delete selected \(/ }));
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: confirm ? 'Delete' : 'Cancel' }));
  return text;
}
