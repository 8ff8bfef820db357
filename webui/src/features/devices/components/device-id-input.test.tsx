import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { deviceIdError, filterMacTyping, filterUuidTyping } from '../device-id';
import { DeviceForm } from './device-form';
import { DeviceIdInput } from './device-id-input';
import { records } from '@/testing/api-records';

function Harness({ initial = 'id:6:' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DeviceIdInput value={value} onChange={setValue} required />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('device ID input', () => {
  it('keeps only letters and digits of a MAC, upper-cased, and asks for 12 characters', async () => {
    renderPage(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText(/^Device ID/);
    await user.type(input, 'a1:b2-c3 d4');
    expect(input).toHaveValue('A1B2C3D4');
    expect(value()).toBe('id:6:A1B2C3D4');
    // While typing, the rule shows as a hint; once the field is left it is an error.
    expect(screen.getByText('MAC identifier should contain 12 characters')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('MAC identifier should contain 12 characters')).toBeInTheDocument();

    await user.click(input);
    await user.type(input, 'e5f6!!99');
    expect(input).toHaveValue('A1B2C3D4E5F6');
    expect(value()).toBe('id:6:A1B2C3D4E5F6');
    expect(screen.queryByText('MAC identifier should contain 12 characters')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps letters, digits and hyphens of a UUID and checks the version-4 pattern', async () => {
    renderPage(<Harness />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Identifier type'), 'uuid');
    const input = screen.getByLabelText(/^Device ID/);
    await user.type(input, '3f2c8a10_1b2c-4d5e-9f60-a1b2c3d4e5f6');
    expect(input).toHaveValue('3f2c8a101b2c-4d5e-9f60-a1b2c3d4e5f6');
    await user.tab();
    expect(screen.getByText('Invalid format')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '3F2C8A10-1B2C-4D5E-9F60-A1B2C3D4E5F6');
    expect(value()).toBe('uuid:3F2C8A10-1B2C-4D5E-9F60-A1B2C3D4E5F6');
    expect(screen.queryByText('Invalid format')).not.toBeInTheDocument();
  });

  it('applies the device identifier rules', () => {
    expect(filterMacTyping('aa:bb:cc:dd:ee:ff:00')).toBe('AABBCCDDEEFF');
    expect(filterUuidTyping('{abc-123_x}')).toBe('abc-123x');
    expect(deviceIdError('id:6:')?.message.defaultMessage).toBe('This field is required');
    expect(deviceIdError('id:6:ABC')?.message.defaultMessage).toBe('MAC identifier should contain 12 characters');
    expect(deviceIdError('id:6:A1B2C3D4E5F6')).toBeNull();
    expect(deviceIdError('uuid:3f2c8a10-1b2c-4d5e-9f60-a1b2c3d4e5f6')).toBeNull();
    expect(deviceIdError('uuid:3f2c8a10-1b2c-3d5e-9f60-a1b2c3d4e5f6')?.message.defaultMessage).toBe('Invalid format');
    expect(deviceIdError('uuid:3f2c8a10-1b2c-4d5e-7f60-a1b2c3d4e5f6')?.message.defaultMessage).toBe('Invalid format');
  });
});

describe('device form', () => {
  function backend() {
    return mockFetch((call) => {
      if (call.path === '/api/devices/types') return json([{ id: 'toilet-paper', title: 'Toilet paper level sensor' }]);
      if (call.path === '/api/companies/landlords') return json({ items: [records.company({ id: 'l1', name: 'Greenway Estates' })], total: 1, page: 1, pageSize: 20 });
      if (call.path === '/api/facilities') return json({ items: [records.facility({ id: 'f1', name: 'Ladies Ground', floorLabel: 'Ground', buildingName: 'Plaza' })], total: 1, page: 1, pageSize: 20 });
      return undefined;
    });
  }

  it('sends the identifier, KPI parameters and accessories, and checks them first', async () => {
    const { calls } = backend();
    signInAs('ll-manager');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPage(<DeviceForm submitLabel="Create" onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Landlord/)).toHaveValue('l1'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/facilities')).toBe(true));
    expect(calls.find((c) => c.path === '/api/facilities')?.search.getAll('filter')).toEqual(['landlord:"l1"']);

    await user.type(screen.getByLabelText(/^Name/), 'Paper 1');
    await waitFor(() => expect(screen.getByLabelText(/^Type/).querySelector('option[value="toilet-paper"]')).not.toBeNull());
    await user.selectOptions(screen.getByLabelText(/^Type/), 'toilet-paper');
    await user.type(screen.getByLabelText(/^Device ID/), 'a1b2c3');
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    await user.selectOptions(screen.getByLabelText('Parameter 1'), 'lowBatteryVoltage');
    await user.type(screen.getByLabelText('Value 1'), '9');
    await user.click(screen.getByRole('button', { name: 'Add accessory' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('MAC identifier should contain 12 characters')).toBeInTheDocument();
    expect(screen.getByText('Must be between 2 and 4.5')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Device ID/), 'D4E5F6');
    await user.clear(screen.getByLabelText('Value 1'));
    await user.type(screen.getByLabelText('Value 1'), '3.4');
    await user.type(screen.getByLabelText('Accessory 1'), 'Roll holder');
    await user.clear(screen.getByLabelText('Quantity 1'));
    await user.type(screen.getByLabelText('Quantity 1'), '2');
    await waitFor(() => expect(screen.getByLabelText(/^Facility/).querySelector('option[value="f1"]')).not.toBeNull());
    await user.selectOptions(screen.getByLabelText(/^Facility/), 'f1');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Paper 1',
      type: 'toilet-paper',
      deviceId: 'id:6:A1B2C3D4E5F6',
      facilityId: 'f1',
      description: null,
      kpiParameters: { lowBatteryVoltage: 3.4 },
      accessories: [{ name: 'Roll holder', quantity: 2 }],
      uri: null,
    });
  });
});
