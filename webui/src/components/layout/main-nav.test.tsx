import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuFor } from '@/config/menu';
import { renderPage } from '@/testing/test-utils';
import { entriesThatFit, MainNav } from './main-nav';

describe('main menu', () => {
  it('shows every entry when they all fit', () => {
    expect(entriesThatFit([80, 90, 70], 60, 244)).toBe(3);
  });

  it('keeps room for "More" when they do not', () => {
    // 80 + 2 + 90 + 2 + 60 ("More") = 234 fits in 240; a third entry would not.
    expect(entriesThatFit([80, 90, 70], 60, 240)).toBe(2);
    expect(entriesThatFit([80, 90, 70], 60, 100)).toBe(0);
  });

  // Without layout every entry shows; the "More" menu is tested in a browser (e2e/smoke.test.mjs).
  it("lists the role's entries in order", async () => {
    renderPage(<MainNav entries={menuFor('admin')} />);
    // jsdom applies the phone styles, which hide the menu behind the hamburger: hence `hidden`.
    const nav = await screen.findByRole('navigation', { name: 'Main menu', hidden: true });
    expect(within(nav).getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual([
      'Companies', 'Users', 'Projects', 'Buildings', 'Facilities', 'Devices', 'Issues', 'Inventory', 'Feedback', 'Usage', 'Visits', 'Webhooks',
    ]);
    // Groups open a menu: the dashboard (overview and KPI) and the staff.
    expect(within(nav).getByRole('button', { name: 'Dashboard', hidden: true })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Staff', hidden: true })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'More', hidden: true })).not.toBeInTheDocument();
    // The hidden copy that is measured says nothing twice.
    expect(screen.getAllByText('Companies')).toHaveLength(1);
  });
});
