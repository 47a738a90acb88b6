import { expect, test } from '@playwright/test';
import { cuttableSocket } from '../../web/e2e/support/socket-cut.ts';
import { signInStaff } from './support/sign-in.ts';
import { NEW_ORDER_NOTE, listenForChimes, placeRush } from './support/rush.ts';

// Issue 29: when the tablet lost its connection, a small pill said so and the orders placed
// meanwhile came back silently. Now the board dims under a banner, and on reconnect what
// arrived chimes and says it came while the tablet was offline.

const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };

test('offline, the board dims under a banner; back online, what arrived meanwhile chimes and is marked', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const chimes = await listenForChimes(page);
  // The live connection passes through the test, which cuts it as a dropped network would.
  const socket = await cuttableSocket(page);
  await signInStaff(page, OWNER);
  await page.getByRole('button', { name: 'Servisi Başlat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Canlı' })).toBeVisible();
  const board = page.getByRole('main');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(board).toHaveCSS('opacity', '1');

  await socket.cut();
  const banner = page.getByRole('alert').filter({ hasText: 'Bağlantı koptu' });
  await expect(banner).toHaveText(
    'Bağlantı koptu: siparişler ve istekler güncellenmiyor. Yeniden bağlanılıyor...',
  );
  await expect(board).toHaveCSS('opacity', '0.45');

  const { orders, clear } = await placeRush(request, 1);
  try {
    const card = page.getByRole('article', { name: new RegExp(`#${orders[0]!.orderNumber}$`) });
    await chimes.clear();
    socket.restore();
    // socket.io waits out its connect timeout on the cut attempt, then retries.
    await expect(card).toBeVisible({ timeout: 60_000 });
    await expect(banner).toBeHidden();
    await expect(board).toHaveCSS('opacity', '1');
    await expect(card.getByText('Bağlantı yokken geldi')).toBeVisible();
    await expect.poll(chimes.notes).toContain(NEW_ORDER_NOTE);

    // Accepted, it is handled: the mark goes.
    await card.getByRole('button', { name: 'Kabul Et' }).click();
    await expect(card.getByRole('button', { name: 'Hazırlamaya Başla' })).toBeVisible();
    await expect(card.getByText('Bağlantı yokken geldi')).toHaveCount(0);
  } finally {
    await clear();
  }
});
