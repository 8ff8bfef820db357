import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { LanguageRoute } from './language';
import { TimezoneRoute } from './timezone';

describe('language setting', () => {
  it('switches the console to Chinese, reloading the catalogue, and remembers it', async () => {
    mockFetch(() => json({}));
    signInAs('admin');
    renderRoutes([{ path: '*', element: <LanguageRoute /> }], '/setting/language', { liveLanguage: true });
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByText('中文'));
    expect(await screen.findByRole('heading', { name: '语言' })).toBeInTheDocument();
    expect(screen.getByText('控制台的显示语言，将保存在此设备上。')).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('zh');
    // Set once the new catalogue is in place, just after the page shows it.
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));

    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
  });
});

describe('timezone setting', () => {
  it('offers UTC-11 to UTC+13 and remembers the choice', async () => {
    renderRoutes([{ path: '*', element: <TimezoneRoute /> }], '/setting/timezone');
    const select = screen.getByLabelText('Timezone') as HTMLSelectElement;
    const group = (label: string) => [...(select.querySelector(`optgroup[label="${label}"]`)?.querySelectorAll('option') ?? [])].map((o) => o.value);
    const options = group('Fixed UTC offsets');
    expect([...select.options].map((o) => o.value)[0]).toBe('UTC-11');
    expect(options[0]).toBe('UTC-11');
    expect(options.at(-1)).toBe('UTC+13');
    expect(options).toHaveLength(25);
    await userEvent.setup().selectOptions(select, 'UTC+8');
    expect(localStorage.getItem('timezone')).toBe('UTC+8');
  });

  it('offers named zones, the device’s own among them, and remembers one', async () => {
    renderRoutes([{ path: '*', element: <TimezoneRoute /> }], '/setting/timezone');
    const select = screen.getByLabelText('Timezone') as HTMLSelectElement;
    const named = [...(select.querySelector('optgroup[label="Time zones (daylight saving followed)"]')?.querySelectorAll('option') ?? [])];
    const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(named[0]).toMatchObject({ value: own, textContent: `${own} (this device)` });
    expect(named.map((o) => o.value)).toEqual(expect.arrayContaining(['Europe/London', 'America/New_York', 'Asia/Shanghai']));
    await userEvent.setup().selectOptions(select, 'Europe/London');
    expect(localStorage.getItem('timezone')).toBe('Europe/London');
  });
});
