import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, sentBody } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import type { InventoryItem } from '../types';
import { MovementDialog } from './movement-dialog';
import { records } from '@/testing/api-records';

const item: InventoryItem = records.inventoryItem({ id: 'v1', itemName: 'Toilet rolls', quantity: 3, buildingId: 'b1', buildingName: 'Greenway Plaza' });

/** Opens "Change stock" as the system administrator, whose alone the inventory is (docs/roles.md). */
async function openDialog() {
  const { user } = renderAs('admin', <MovementDialog item={item} />);
  await user.click(screen.getByRole('button', { name: 'Change stock' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('stock movement dialog', () => {
  it('says "Not enough stock" when the server refuses a removal (409)', async () => {
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST' && call.path === '/api/inventory/v1/movements') {
        return json({ message: 'Not enough stock', code: 'insufficient-stock', params: {}, violations: [] }, 409);
      }
      return undefined;
    });
    // Inventory is the system administrator's alone (docs/roles.md).
    const { user, dialog } = await openDialog();
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '5');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Restocked level 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not enough stock')).toBeInTheDocument();
    expect(within(dialog).getByText('Only 3 in stock. Reload to see the latest count.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ change: -5, reason: 'Restocked level 3' });
  });

  it('adds stock with a reason, and asks for the reason first', async () => {
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST' && call.path === '/api/inventory/v1/movements') {
        return json(records.movement({ at: '2026-12-01T08:00:00Z', change: 12, quantityAfter: 15, reason: 'Delivery' }), 201);
      }
      return undefined;
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByText('Add'));
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await sentBody(calls)).toEqual({ change: 12, reason: 'Delivery' });
    expect(await screen.findByText('Stock changed')).toBeInTheDocument();
  });
});
