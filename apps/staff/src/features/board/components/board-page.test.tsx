// @vitest-environment jsdom
import { makeOrder } from '@masa/core/orders/order-response.fixture';
import { fakeApi } from '@masa/core/testing/fake-api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../lib/session.ts';
import { renderStaff } from '../../../testing/render.tsx';
import { BoardPage } from './board-page.tsx';

const placed = '2026-11-30T10:00:00.000Z';
const minutes = (count: number) => count * 60_000;
const waiter: Session = {
  token: 'token',
  remember: false,
  staff: {
    id: 's1',
    name: 'Deneme Garson',
    email: 'waiter@bogaz.masa.app',
    role: 'waiter',
    businessId: 'b1',
    businessName: 'Boğaziçi Lokantası',
  },
};

/** The board on a tablet whose own clock reads `tabletTime` while the server's reads `serverTime`. */
async function showBoard({ serverTime, tabletTime }: { serverTime: number; tabletTime: number }) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(tabletTime);
  fakeApi(
    {
      'GET /staff/orders': { data: [makeOrder({ createdAt: placed })] },
      'GET /staff/printers/status': { data: { printers: [] } },
      'GET /staff/settings/board': { data: { amberMinutes: 10, redMinutes: 20 } },
      'GET /staff/products': { data: [] },
    },
    { serverTime: () => serverTime },
  );
  await renderStaff(<BoardPage session={waiter} arrivals={new Map()} />);
  return screen.findByRole('article', { name: 'Cam Kenarı 3 Sipariş #101' });
}

describe("board ages on the server's clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns a card red at 21 minutes on a tablet whose clock is half an hour behind', async () => {
    const serverTime = Date.parse(placed) + minutes(21);
    const card = await showBoard({ serverTime, tabletTime: serverTime - minutes(30) });

    expect(within(card).getByText(/21 dk/)).toHaveTextContent('21 dk gecikti');
  });

  it('keeps a card of 5 minutes calm on a tablet whose clock is half an hour ahead', async () => {
    const serverTime = Date.parse(placed) + minutes(5);
    const card = await showBoard({ serverTime, tabletTime: serverTime + minutes(30) });

    expect(within(card).getByText(/5 dk/)).toHaveTextContent(/^5 dk$/);
  });
});
