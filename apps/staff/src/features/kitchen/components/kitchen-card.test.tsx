// @vitest-environment jsdom
import type { BoardSettings } from '@masa/core/staff/business-settings.schemas';
import { makeItem, makeOrder } from '@masa/core/orders/order-response.fixture';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@masa/core/testing/fake-api';
import { renderStaff } from '../../../testing/render.tsx';
import { kitchenCards } from '../kitchen-cards.ts';
import { HeldCard, WorkCard } from './kitchen-card.tsx';

const placed = '2026-11-30T10:00:00.000Z';
const thresholds: BoardSettings = { amberMinutes: 10, redMinutes: 20 };
const kebap = makeItem({ id: 'i1', seat: 2, notes: null });
const ayran = makeItem({ id: 'i2', name: 'Ayran', productId: 'p2', quantity: 3 });
const served = makeItem({ id: 'i3', name: 'Mercimek Çorbası', status: 'delivered' });
const order = makeOrder({
  createdAt: placed,
  status: 'received',
  avoidedAllergens: ['gluten'],
  items: [kebap, ayran, served],
});

/** The kitchen's cards for every station, as the kitchen page builds them. */
const cardsOf = (...orders: ReturnType<typeof makeOrder>[]) => kitchenCards(orders, null, {}, '');

describe('kitchen card', () => {
  it('numbers the card for the bump bar and bumps one line or all of them', async () => {
    fakeApi({ 'GET /staff/settings/board': { data: thresholds } });
    const [card] = cardsOf(order);
    const onBump = vi.fn();
    await renderStaff(
      <WorkCard
        card={card!}
        number={2}
        now={Date.parse(placed) + 7 * 60_000}
        busy={false}
        onBump={onBump}
      />,
    );

    const shown = screen.getByRole('article', { name: '2. Cam Kenarı 3 · Sipariş #101' });
    expect(within(shown).getByText('7 dk')).toBeVisible();
    expect(within(shown).getByText(/Alerji/)).toBeVisible();
    // A served line is not the kitchen's work any more.
    expect(within(shown).queryByText(/Mercimek Çorbası/)).not.toBeInTheDocument();
    const kebapLine = within(shown).getByRole('button', { name: 'Adana Kebap hazır işaretle' });
    expect(kebapLine).toHaveTextContent('2 × Adana Kebap · Koltuk 2');

    await userEvent.click(kebapLine);
    expect(onBump).toHaveBeenLastCalledWith([kebap]);
    await userEvent.click(within(shown).getByRole('button', { name: '2 · Tamamı Hazır' }));
    expect(onBump).toHaveBeenLastCalledWith([kebap, ayran]);
  });

  it('says an order no waiter has accepted yet, and is still while a bump is on its way', async () => {
    fakeApi({ 'GET /staff/settings/board': { data: thresholds } });
    const [card] = cardsOf(makeOrder({ createdAt: placed, status: 'pending' }));
    await renderStaff(
      <WorkCard card={card!} number={1} now={Date.parse(placed)} busy onBump={vi.fn()} />,
    );

    expect(screen.getByText('Garson henüz kabul etmedi')).toBeVisible();
    expect(screen.getByRole('button', { name: '1 · Tamamı Hazır' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adana Kebap hazır işaretle' })).toBeDisabled();
  });

  it('shows a held course without a number or anything to press', async () => {
    const held = makeOrder({ createdAt: placed, course: 'main', held: true, placedByStaff: true });
    const [card] = cardsOf(held);
    await renderStaff(<HeldCard card={card!} />);

    const shown = screen.getByRole('article', { name: 'Cam Kenarı 3 · Sipariş #101' });
    expect(within(shown).getByText(/Bekliyor/)).toBeVisible();
    expect(within(shown).getByText(/Adana Kebap/)).toBeVisible();
    expect(within(shown).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    fakeApi({ 'GET /staff/settings/board': { data: thresholds } });
    const [card] = cardsOf(makeOrder({ createdAt: placed, status: 'pending', items: [kebap] }));
    await renderStaff(
      <WorkCard
        card={card!}
        number={3}
        now={Date.parse(placed) + 21 * 60_000}
        busy={false}
        onBump={vi.fn()}
      />,
      { language: 'en' },
    );

    const shown = screen.getByRole('article', { name: '3. Cam Kenarı 3 · Order #101' });
    expect(within(shown).getByText('21 min')).toBeVisible();
    expect(within(shown).getByText('Not yet accepted by a waiter')).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Mark Adana Kebap ready' })).toHaveTextContent(
      '2 × Adana Kebap · Seat 2',
    );
    expect(within(shown).getByRole('button', { name: '3 · All ready' })).toBeEnabled();
  });
});
