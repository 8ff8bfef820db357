import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, records } from '@/testing/api-records';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import { IssueTypesRoute } from './issue-types';
import { IssuesTableRoute } from './issues-table';

describe('the issue types screen', () => {
  it('lists each type’s target, self-resolving and escalation steps, each opening its form', async () => {
    mockFetch((call) =>
      call.path === '/api/issues/types'
        ? json([
            records.issueType({
              id: 'odour',
              title: 'Odour',
              targetMinutes: 60,
              autoResolve: true,
              escalation: [
                { afterMinutes: 30, notify: 'supervisor' },
                { afterMinutes: 120, notify: 'cc-manager' },
              ],
            }),
            records.issueType({ id: 'paper-level-low', title: 'Paper level low', targetMinutes: 30, autoResolve: false, escalation: [] }),
          ])
        : undefined,
    );
    renderAs('admin', <IssueTypesRoute />);
    const table = await screen.findByRole('table', { name: 'Issue types' });
    const [, odour, paper] = within(table).getAllByRole('row');
    expect(within(odour).getByRole('link', { name: 'Odour' })).toHaveAttribute('href', '/issues/edit-issue-type-form?issueTypeId=odour');
    expect(within(odour).getByText('30 min → The facility’s supervisors; 120 min → The cleaning company’s managers')).toBeInTheDocument();
    expect(within(odour).getByText('Yes')).toBeInTheDocument();
    expect(within(paper).getByText('No escalation')).toBeInTheDocument();
  });

  it('is reached from the issues list by the administrator alone', async () => {
    mockFetch((call) => (call.path === '/api/issues' ? json(page([])) : undefined));
    renderAs('admin', <IssuesTableRoute />, '/issues/table');
    expect(await screen.findByRole('link', { name: 'Issue types' })).toHaveAttribute('href', '/issues/issue-types');
  });

  it('is not offered to a manager', async () => {
    mockFetch((call) => (call.path === '/api/issues' ? json(page([])) : undefined));
    renderAs('cc-manager', <IssuesTableRoute />, '/issues/table');
    await screen.findByRole('table', { name: 'Issues' });
    expect(screen.queryByRole('link', { name: 'Issue types' })).not.toBeInTheDocument();
  });
});
