// @vitest-environment jsdom
import type { BoardSettings } from '@masa/core/staff/business-settings.schemas';
import type { StockProduct } from '@masa/core/staff/back-office.schemas';
import { makeItem, makeOrder } from '@masa/core/orders/order-response.fixture';
import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { staffMay } from '@masa/core/staff/staff-permissions';
import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@masa/core/testing/fake-api';
import { renderStaff } from '../../../testing/render.tsx';
import { OrderCard } from './order-card.tsx';

const placed = '2026-11-30T10:00:00.000Z';
const minutesLater = (minutes: number) => Date.parse(placed) + minutes * 60_000;
const order = makeOrder({ createdAt: placed, personCount: 3 });
const kebap: StockProduct = {
  id: 'p1',
  name: 'Adana Kebap',
  categoryId: 'c1',
  categoryName: 'Ana Yemekler',
  price: 12_000,
  isAvailable: true,
  active: true,
};
const thresholds: BoardSettings = { amberMinutes: 10, redMinutes: 20 };

/** The card as the board shows it to `role`: who may cancel from the one permission table. */
async function showCard(
  role: StaffRole,
  shown: OrderResponse,
  now: number,
  language?: 'tr' | 'en',
) {
  const onCancel = vi.fn();
  await renderStaff(
    <OrderCard
      order={shown}
      now={now}
      badge="oldest"
      arrivedOffline={false}
      canCancel={staffMay(role, 'cancelOrders')}
      onCancel={onCancel}
    />,
    { language },
  );
  return { onCancel };
}

const readRoutes = {
  'GET /staff/settings/board': { data: thresholds },
  'GET /staff/products': { data: [kebap] },
};

describe('board card', () => {
  it("shows a waiter the table, the order's age and its moves, and accepts it", async () => {
    const api = fakeApi({
      ...readRoutes,
      [`PATCH /staff/orders/${order.id}/status`]: { data: { ...order, status: 'received' } },
    });
    const { onCancel } = await showCard('waiter', order, minutesLater(12));

    const card = await screen.findByRole('article', { name: 'Cam Kenarı 3 Sipariş #101' });
    expect(within(card).getByText('12 dk')).toBeInTheDocument();
    expect(within(card).getByText('3 kişi')).toBeInTheDocument();
    expect(within(card).getByText('En eski')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Adana Kebap hazır işaretle' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Düzelt: Adana Kebap' })).toBeVisible();
    expect(await within(card).findByRole('button', { name: 'Adana Kebap tükendi' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Tekrar yazdır' })).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'İptal Et' }));
    expect(onCancel).toHaveBeenCalledWith(order);
    await userEvent.click(within(card).getByRole('button', { name: 'Kabul Et' }));
    expect(api.requests).toContainEqual({
      method: 'PATCH',
      path: `/staff/orders/${order.id}/status`,
      body: { status: 'received' },
    });
  });

  it('gives the kitchen the next step but neither cancel nor corrections', async () => {
    fakeApi(readRoutes);
    const preparing = makeOrder({ createdAt: placed, status: 'processing' });
    await showCard('kitchen', preparing, minutesLater(3));

    const card = await screen.findByRole('article', { name: 'Cam Kenarı 3 Sipariş #101' });
    expect(within(card).getByRole('button', { name: 'Hazır' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'İptal Et' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Düzelt/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a move on the card", async () => {
    fakeApi({
      ...readRoutes,
      [`PATCH /staff/orders/${order.id}/status`]: {
        status: 409,
        message: 'Sipariş durumu değişmiş, sayfayı yenileyin',
        code: 'INVALID_STATUS_TRANSITION',
      },
    });
    await showCard('manager', order, minutesLater(1));

    await userEvent.click(await screen.findByRole('button', { name: 'Kabul Et' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sipariş durumu değişmiş, sayfayı yenileyin',
    );
  });

  it('holds a course back from the kitchen: no move, nothing to print again', async () => {
    fakeApi(readRoutes);
    const held = makeOrder({ createdAt: placed, course: 'main', held: true, placedByStaff: true });
    await showCard('waiter', held, minutesLater(1));

    const card = await screen.findByRole('article', { name: 'Cam Kenarı 3 Sipariş #101' });
    expect(within(card).queryByRole('button', { name: 'Kabul Et' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Tekrar yazdır' })).not.toBeInTheDocument();
  });

  it('says it in English, late after the red threshold', async () => {
    fakeApi(readRoutes);
    const twoLines = makeOrder({
      createdAt: placed,
      items: [makeItem(), makeItem({ id: 'i2', name: 'Ayran', productId: null, product: null })],
    });
    await showCard('owner', twoLines, minutesLater(25), 'en');

    const card = await screen.findByRole('article', { name: 'Cam Kenarı 3 Order #101' });
    expect(within(card).getByText(/25 min/)).toHaveTextContent('25 min late');
    expect(within(card).getByText('1 guest')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark Ayran ready' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});
