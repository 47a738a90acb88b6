import { expect, test } from '@playwright/test';
import net from 'node:net';
import { encodeEscPos } from '../../../packages/core/src/printing/encode-escpos.ts';
import { E2E_BASE_URL, E2E_PORT } from '../../web/e2e/support/env.ts';

// Issue 33: the e2e server runs its virtual printers from PRINTER_TWIN_PORT = E2E_PORT + 5000
// (Mutfak; Bar and Kasa on the next ports). Bytes sent to the kitchen's twin, as the print
// worker sends them, show on the development page as text and as the paper's picture (ADR 081).
const MUTFAK_PORT = E2E_PORT + 5000;

function send(port: number, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

test('the virtual printer page shows a kitchen ticket as text and as an image', async ({
  page,
}) => {
  const table = `Teras ${Date.now() % 100_000}`;
  const lines = ['MUTFAK', table, '2 x Köfte Burger', 'ALERJEN: Gluten, Süt', '-'.repeat(48)];
  const bytes = encodeEscPos(
    {
      blocks: [
        { kind: 'text', text: lines[0]!, inverse: true, align: 'center' },
        { kind: 'text', text: lines[1]!, size: 2 },
        { kind: 'text', text: lines[2]!, bold: true },
        { kind: 'text', text: lines[3]!, inverse: true },
        { kind: 'rule' },
      ],
      cut: true,
    },
    { paperWidth: 80, codePage: 'pc857' },
  );
  await send(MUTFAK_PORT, bytes);

  const ticket = page
    .getByRole('region', { name: 'Mutfak' })
    .getByRole('article')
    .filter({ hasText: table });
  await expect(async () => {
    await page.goto(`${E2E_BASE_URL}/api/dev/printer`);
    await expect(ticket).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sanal yazıcı — gerçek yazıcı değildir',
  );
  await expect(ticket.locator('pre')).toHaveText(lines.join('\n'));
  await expect(ticket).toContainText('PC857');
  await expect(ticket).toContainText('kesildi');
  const image = ticket.getByRole('img', { name: /^Mutfak fiş \d+ görüntüsü$/ });
  await image.scrollIntoViewIfNeeded();
  // Loaded, and as wide as 80 mm paper's 576 dots.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(576);
  await page.screenshot({ path: 'test-results/virtual-printer-1024.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await image.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/virtual-printer-390.png' });
});
