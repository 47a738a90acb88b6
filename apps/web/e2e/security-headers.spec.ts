import type { BrowserContext, Page } from '@playwright/test';
import { registerByApi } from './support/account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { staffHeaders } from './support/staff-api.ts';
import { printedTableUrl } from './support/table-tokens.ts';
import { BOGAZ, launchWithCamera, makeQrVideo } from './support/qr-video.ts';

// The apps and the API carry a strict Content-Security-Policy (docs/decisions/008): the app
// must work under it, so every page here is used while the browser reports each violation.

const MENU = `/customerapp/menu/${BOGAZ}/table-bogaz05`;

/** Every CSP violation the browser reports on pages of `context`, workers included. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy|CSP violation/i.test(text)) violations.push(text);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}

test('the app document and the API answer with the security headers', async ({ request }) => {
  for (const path of ['/customerapp/', MENU, '/api/health', `/api/products/business/${BOGAZ}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    if (path.startsWith('/api/')) {
      // JSON is data, never a document: nothing may load or frame it (ADR 008).
      expect(csp, path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['cross-origin-opener-policy'], path).toBeUndefined();
    } else {
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    }
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by'], path).toBeUndefined();
    // Served over plain http here: no HSTS (PUBLIC_URL is not https).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('a diner browses, signs in and follows orders live under the policy', async ({
  page,
  context,
  request,
}) => {
  const violations = await watchViolations(context);
  const session = await registerByApi(request);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));

  await page.goto(MENU);
  await expect(page.getByRole('heading', { name: 'Boğaziçi Lokantası' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Ürünler' }).getByRole('listitem').first(),
  ).toBeVisible();

  await page.goto('/customerapp/login');
  await page.getByLabel('E-posta').fill(session.user.email);
  await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/customerapp/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The live connection is a same-origin WebSocket, allowed by connect-src 'self'.
  await expect.poll(() => sockets.some((url) => url.includes('/socket.io/'))).toBe(true);

  expect(violations).toEqual([]);
});

test('the QR scanner decodes with its worker under the policy', async () => {
  const { browser, context } = await launchWithCamera(
    await makeQrVideo(await printedTableUrl(BOGAZ, 'table-bogaz04')),
  );
  try {
    const violations = await watchViolations(context);
    const page = await context.newPage();
    await page.goto('/customerapp/qr-scan');
    await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ}/table-bogaz04`, { timeout: 20_000 });
    expect(violations).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('the server pages keep working under their own policies', async ({ context }) => {
  const violations = await watchViolations(context);
  // A plain page: the API docs are swagger-ui's markup, not ours, so axe is not run on them.
  const page = await context.newPage();
  // The QR sheet is the owner's (ADR 015): the tab is signed in as the demo owner.
  const owner = await staffHeaders(page.request);
  await page.route('**/api/staff/tables/qr-sheet', (route) =>
    route.continue({ headers: { ...route.request().headers(), ...owner } }),
  );
  await page.goto('/api/staff/tables/qr-sheet');
  await expect(page.getByRole('heading', { level: 1, name: 'Boğaziçi Lokantası' })).toBeVisible();
  // The sheet's own stylesheet applied: the grid of cards is laid out in three columns.
  const columns = await page
    .locator('main.grid')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);

  await page.goto('/api/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Geliştirme gelen kutusu' })).toBeVisible();

  await page.goto('/api/docs');
  await expect(page.getByText('Masa API').first()).toBeVisible();

  expect(violations).toEqual([]);
});
