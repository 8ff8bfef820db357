import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { records } from '@/testing/api-records';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { deviceUriError, MAX_URI } from '../device-uri';
import { DeviceForm, EMPTY_DEVICE, type DeviceFormInitial } from './device-form';

function backend() {
  return mockFetch((call) => {
    if (call.path === '/api/devices/types') return json([{ id: 'toilet-paper', title: 'Toilet paper level sensor' }]);
    if (call.path === '/api/companies/landlords') return json({ items: [records.company({ id: 'l1', name: 'Greenway Estates' })], total: 1, page: 1, pageSize: 20 });
    if (call.path === '/api/facilities') return json({ items: [], total: 0, page: 1, pageSize: 20 });
    return undefined;
  });
}

const editing = (uri: string): DeviceFormInitial => ({
  ...EMPTY_DEVICE,
  values: { ...EMPTY_DEVICE.values, name: 'Paper 1', type: 'toilet-paper', deviceId: 'id:6:A1B2C3D4E5F6', landlordId: 'l1', uri },
});

const INVALID = 'A URI begins with its scheme, such as coap:// or https://, and holds no spaces';

describe('device form: URI', () => {
  it('checks the URI as the server does: a scheme, no spaces, at most 500 characters, blank allowed', () => {
    for (const fine of ['', '  ', 'coap://10.1.2.3/paper', 'https://[2001:db8::7]:8443/d?x=1', 'urn:dev:mac:0024befffe804ff1', ' mqtt://broker/t%20x ']) {
      expect(deviceUriError(fine)).toBeUndefined();
    }
    for (const bad of ['10.1.2.3/paper', 'coap://10.1.2.3/a paper', '://x', '1http://x', 'http:', 'http://x/%zz']) {
      expect(deviceUriError(bad)?.message.defaultMessage).toBe(INVALID);
    }
    expect(deviceUriError(`coap://x/${'a'.repeat(MAX_URI)}`)?.values).toEqual({ max: MAX_URI });
  });

  it('refuses a URI without a scheme before sending, then sends it trimmed', async () => {
    backend();
    signInAs('ll-manager');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPage(<DeviceForm initial={editing('')} submitLabel="Save" onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Type/).querySelector('option[value="toilet-paper"]')).not.toBeNull());
    const uri = screen.getByLabelText(/^URI/);
    await user.type(uri, '10.1.2.3/paper');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(uri);
    await user.type(uri, ' coap://10.1.2.3/paper ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Paper 1', uri: 'coap://10.1.2.3/paper' });
  });

  it('shows the URI it holds, sends none when cleared, and puts the server’s refusal on the field', async () => {
    backend();
    signInAs('ll-manager');
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Invalid input', { violations: [{ field: 'uri', message: 'At most 500 characters', code: 'invalid', params: {} }] }))
      .mockResolvedValue(undefined);
    renderPage(<DeviceForm initial={editing('https://gw.example/d1')} submitLabel="Save" onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Type/).querySelector('option[value="toilet-paper"]')).not.toBeNull());
    const uri = screen.getByLabelText(/^URI/);
    expect(uri).toHaveValue('https://gw.example/d1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 500 characters')).toBeInTheDocument();
    expect(uri).toHaveAttribute('aria-invalid', 'true');

    await user.clear(uri);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ uri: null });
  });
});
