import { screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/compiled/en.json';
import zh from '@/lang/compiled/zh.json';
import type { Messages } from '@/lib/i18n';
import { renderAs, renderPage, signInAs } from '@/testing/test-utils';
import { KpiWidget, minutesTick } from './kpi-widget';

const KPI = { resolved: 2, resolvedByStaff: 2, resolvedBySystem: 0, meanMinutes: 30, medianMinutes: 30, p90Minutes: 40, withinTarget: 1 };

describe('KPI widget', () => {
  it('says minutes on its axis in the user’s language, never a bare "min"', () => {
    expect(minutesTick(createIntl({ locale: 'en', messages: en as unknown as Messages }), 90)).toBe('90 min');
    const chinese = minutesTick(createIntl({ locale: 'zh', messages: zh as unknown as Messages }), 90);
    expect(chinese).toBe('90分钟');
    expect(chinese).not.toMatch(/min/);
  });

  it('opens the KPI screen for the roles that may see it', async () => {
    signInAs('supervisor');
    const answer = { from: '2026-11-15', to: '2026-11-21', overall: KPI, perBuilding: [{ id: 'b1', name: 'Harbourfront Tower', ...KPI }] };
    renderPage(<KpiWidget kpi={answer} />);
    expect(await screen.findByRole('link', { name: 'View all' })).toHaveAttribute('href', '/dashboard/kpi');
  });

  it('offers no link to a role without the KPI screen', async () => {
    renderAs('cleaner', <KpiWidget kpi={{ from: '2026-11-15', to: '2026-11-21', overall: KPI, perBuilding: [] }} />);
    await screen.findByRole('heading', { name: 'KPI' });
    expect(screen.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
  });
});
