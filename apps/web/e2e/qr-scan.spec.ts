import type { Page } from '@playwright/test';
import { findA11yViolations } from './support/axe.ts';
import { expect, test } from './fixtures.ts';
import { staffHeaders } from './support/staff-api.ts';
import { printedTableUrl, tableToken } from './support/table-tokens.ts';
import { BOGAZ, EGE, launchWithCamera, makeQrPng, makeQrVideo } from './support/qr-video.ts';

// 000 §2.7, §4.3, §5.4, §8.5: the scan page with Chromium's fake camera playing a QR code. The
// specification quotes the page in English: a phone in English sees those texts (ADR 046); a
// Turkish phone's page is in Turkish (its own test below).
const ENGLISH = 'en-GB';
test.use({ locale: ENGLISH });

const SCAN_KEYS_WRITTEN = [
  'business_id',
  'businessId',
  'currentBusinessId',
  'table_id',
  'lastBusinessId',
  'lastScanTime',
];
const SCAN_KEYS_REMOVED = ['sessionCleared', 'sessionClearedAt', 'activeOrderId', 'cart'];

const readStorage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

/** Leaves a previous table's session in storage, as a diner who moves to another table has. */
async function seedPreviousSession(page: Page) {
  await page.goto('/customerapp/');
  await page.evaluate(() => {
    localStorage.setItem('business_id', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    localStorage.setItem('table_id', 'table-old');
    localStorage.setItem('sessionCleared', 'true');
    localStorage.setItem('sessionClearedAt', new Date().toISOString());
    localStorage.setItem('activeOrderId', 'bbbbbbbbbbbbbbbbbbbbbbbb');
    localStorage.setItem('cart', '[{"productId":"p1","quantity":1}]');
  });
}

function expectScannedStorage(
  storage: Record<string, string>,
  businessId: string,
  tableId: string,
  /** The table's access token, when the code carried it (ADR 015). */
  token?: string,
) {
  // The printed code waits in storage until the phone has joined the table's sitting, then its
  // key takes its place (ADR 042).
  if (token === undefined || storage.table_token !== undefined)
    expect(storage.table_token).toBe(token);
  else expect(JSON.parse(storage.table_sitting ?? '{}')).toMatchObject({ tableId });
  for (const key of ['business_id', 'businessId', 'currentBusinessId', 'lastBusinessId']) {
    expect(storage[key], key).toBe(businessId);
  }
  expect(storage.table_id).toBe(tableId);
  expect(Date.now() - Date.parse(storage.lastScanTime ?? '')).toBeLessThan(60_000);
  for (const key of SCAN_KEYS_REMOVED) expect(storage[key], key).toBeUndefined();
  expect(Object.keys(storage)).toEqual(expect.arrayContaining(SCAN_KEYS_WRITTEN));
}

test.describe('with a camera', () => {
  test('a table code in front of the camera opens that table menu', async () => {
    const { browser, context } = await launchWithCamera(
      await makeQrVideo(await printedTableUrl(BOGAZ, 'table-bogaz03')),
      { locale: ENGLISH },
    );
    try {
      // A camera slow to come up, as a phone's often is: the overlay stands until the test,
      // having seen it, lets the camera open (`cameraUp`).
      await context.addInitScript(() => {
        const devices = navigator.mediaDevices;
        const open = devices.getUserMedia.bind(devices);
        const up = new Promise<void>((resolve) => {
          (window as unknown as { cameraUp: () => void }).cameraUp = resolve;
        });
        devices.getUserMedia = (constraints) => up.then(() => open(constraints));
      });
      const page = await context.newPage();
      await seedPreviousSession(page);
      const scanCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/qr/'))
          scanCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
      });
      await page.goto('/customerapp/qr-scan');
      await expect(page.getByRole('heading', { level: 1, name: 'QR Code Scan' })).toBeVisible();
      await expect(page.getByText('Initializing camera')).toBeVisible();
      await page.evaluate(() => (window as unknown as { cameraUp: () => void }).cameraUp());

      await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ}/table-bogaz03`, { timeout: 20_000 });
      expectScannedStorage(
        await readStorage(page),
        BOGAZ,
        'table-bogaz03',
        await tableToken(undefined, BOGAZ, 'table-bogaz03'),
      );
      expect(scanCalls).toEqual(
        expect.arrayContaining(['POST /api/qr/scans', 'POST /api/qr/scan']),
      );
      const timing = await page.evaluate(() => {
        const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
        const start = at('qr-scan:camera-start');
        return {
          startToReady: at('qr-scan:camera-ready') - start,
          startToDecode: at('qr-scan:decoded') - start,
        };
      });
      expect(timing.startToDecode).toBeGreaterThan(0);
      const note = `camera start → camera up ${Math.round(timing.startToReady)} ms, → first decode ${Math.round(timing.startToDecode)} ms`;
      test.info().annotations.push({ type: 'timing', description: note });
      console.log(`qr-scan timing: ${note}`);

      // Replace navigation: going back skips the scan page and returns home.
      await page.goBack();
      await expect(page).toHaveURL('/customerapp/');
    } finally {
      await browser.close();
    }
  });

  test('a code holding only a business id shows its message and keeps scanning', async () => {
    const { browser, context } = await launchWithCamera(await makeQrVideo(BOGAZ), {
      locale: ENGLISH,
    });
    try {
      const page = await context.newPage();
      await page.goto('/customerapp/qr-scan');
      await expect(page.getByRole('alert')).toHaveText(
        'Invalid QR code format. Business and table information expected.',
        { timeout: 20_000 },
      );
      await expect(page).toHaveURL('/customerapp/qr-scan');
      await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
      expect(await findA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Stop' }).click();
      await expect(page.getByRole('button', { name: 'Start Scanning' })).toBeVisible();
    } finally {
      await browser.close();
    }
  });

  test('a table custom code resolves through the table lookup', async () => {
    const { browser, context } = await launchWithCamera(await makeQrVideo('BOGAZ-M05'), {
      locale: ENGLISH,
    });
    try {
      const page = await context.newPage();
      const lookup = page.waitForRequest((r) => r.url().endsWith('/api/tables/qr/BOGAZ-M05'));
      await page.goto('/customerapp/scan-qr');
      await lookup;
      await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ}/table-bogaz05`, { timeout: 20_000 });
      expectScannedStorage(await readStorage(page), BOGAZ, 'table-bogaz05');
    } finally {
      await browser.close();
    }
  });

  test('a refused camera shows the permission message', async () => {
    const { browser, context } = await launchWithCamera(await makeQrVideo(BOGAZ), {
      camera: 'refused',
      locale: ENGLISH,
    });
    try {
      const page = await context.newPage();
      await page.goto('/customerapp/qr-scan');
      await expect(page.getByRole('alert')).toHaveText(
        'Camera access denied. Please enable camera permission in your browser settings.',
        { timeout: 20_000 },
      );
      await expect(page.getByRole('link', { name: 'View Business List' })).toBeVisible();
    } finally {
      await browser.close();
    }
  });

  test('a browser that asks first shows the notice, then the refusal', async () => {
    const { browser, context } = await launchWithCamera(await makeQrVideo(BOGAZ), {
      camera: 'ask',
      locale: ENGLISH,
    });
    try {
      const page = await context.newPage();
      await page.goto('/customerapp/qr-scan');
      const banner = page.getByRole('alert');
      await expect(banner).toHaveText(
        'You will be asked for camera permission. Please allow it to enable QR code scanning.',
      );
      // What an unanswered prompt becomes is the browser's choice: Debian's Chromium refuses
      // (NotAllowedError), the headless shell of @sparticuz/chromium answers NotSupportedError.
      // The app names the refusal as such, anything else as a camera that did not start.
      const answer = await page.evaluate(() =>
        navigator.mediaDevices.getUserMedia({ video: true }).then(
          () => 'granted',
          (error: DOMException) => error.name,
        ),
      );
      await expect(banner).toHaveText(
        answer === 'NotAllowedError'
          ? 'Camera access denied. Please enable camera permission in your browser settings.'
          : 'Could not initialize camera',
        { timeout: 20_000 },
      );
    } finally {
      await browser.close();
    }
  });
});

test('a photo of a table code opens its menu', async ({ page }) => {
  await page.goto('/customerapp/qr-scan');
  await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();
  await page
    .getByLabel('Scan from a photo')
    .setInputFiles(await makeQrPng(await printedTableUrl(EGE, 'table-ege02')));
  await expect(page).toHaveURL(`/customerapp/menu/${EGE}/table-ege02`);
  expectScannedStorage(
    await readStorage(page),
    EGE,
    'table-ege02',
    await tableToken(page.request, EGE, 'table-ege02'),
  );
});

test('a photo of the printed QR sheet opens the table on it', async ({ page }, testInfo) => {
  // The sheet is the owner's (its codes carry the tables' access tokens, ADR 015).
  const owner = await staffHeaders(page.request, {
    email: 'staff@ege.masa.app',
    password: 'staff1234',
  });
  const sheet = await page.request.get('/api/staff/tables/qr-sheet', { headers: owner });
  expect(sheet.status()).toBe(200);
  await page.setContent(await sheet.text());
  await expect(page.getByRole('heading', { level: 1, name: 'Ege Sofrası' })).toBeVisible();
  const photo = testInfo.outputPath('sheet-card.png');
  await page.getByRole('region', { name: 'Masa 4 QR kodu' }).screenshot({ path: photo });

  await page.goto('/customerapp/qr-scan');
  await page.getByLabel('Scan from a photo').setInputFiles(photo);
  await expect(page).toHaveURL(`/customerapp/menu/${EGE}/table-ege04`);
  expectScannedStorage(
    await readStorage(page),
    EGE,
    'table-ege04',
    await tableToken(undefined, EGE, 'table-ege04'),
  );
});

test('a picture without a code says it could not be read', async ({ page }, testInfo) => {
  await page.goto('/customerapp/qr-scan');
  const blank = testInfo.outputPath('blank.png');
  await page.getByRole('heading', { name: 'How to Use' }).screenshot({ path: blank });
  await page.getByLabel('Scan from a photo').setInputFiles(blank);
  await expect(page.getByRole('alert')).toHaveText(
    'QR code could not be parsed. Please scan a valid QR code.',
  );
});

test('the printed code opened as a plain link reaches the same menu and table', async ({
  page,
}) => {
  await seedPreviousSession(page);
  await page.goto(await printedTableUrl(BOGAZ, 'table-bogaz07'));
  await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ}/table-bogaz07`);
  expectScannedStorage(
    await readStorage(page),
    BOGAZ,
    'table-bogaz07',
    await tableToken(page.request, BOGAZ, 'table-bogaz07'),
  );
});

// The table link page is the app's own, in the phone's language: Turkish here.
test.describe('on a Turkish phone', () => {
  test.use({ locale: 'tr-TR' });

  test('a link to a table of another business says the table was not found', async ({ page }) => {
    await page.goto(`/customerapp/table/table-bogaz07?business=${EGE}`);
    await expect(page.getByRole('alert')).toHaveText('Masa bilgisi bulunamadı');
    await page.getByRole('link', { name: 'QR Kod Okut' }).click();
    await expect(page).toHaveURL('/customerapp/qr-scan');
  });
});

test('the code printed under the QR code can be typed when the camera cannot read it', async ({
  page,
}) => {
  // The printed sheet says 'Masa kodu: XXXX-XXXX-XXXX' (the table's access token, ADR 015).
  const token = await tableToken(page.request, BOGAZ, 'table-bogaz06');
  await page.goto('/customerapp/qr-scan');
  const code = page.getByLabel('Table code');
  await code.fill('2222-2222-2222');
  await page.getByRole('button', { name: 'Open Table' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No table has this code. Check the code under the QR code and try again.',
  );
  await code.fill(`${token.slice(0, 4)}-${token.slice(4, 8)}-${token.slice(8)}`.toLowerCase());
  await page.getByRole('button', { name: 'Open Table' }).click();
  await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ}/table-bogaz06`);
  expectScannedStorage(await readStorage(page), BOGAZ, 'table-bogaz06', token);
});

test.describe('a Turkish phone (ADR 046)', () => {
  test.use({ locale: 'tr-TR' });

  test('sees the scan page in Turkish, switches it to English and the phone remembers', async ({
    page,
  }) => {
    await page.goto('/customerapp/qr-scan');
    await expect(page.getByRole('heading', { level: 1, name: 'QR Kod Tarama' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { name: 'Nasıl Kullanılır' })).toBeVisible();
    await expect(page.getByText('QR kodu okutamıyor musunuz?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'İşletme Listesini Gör' })).toBeVisible();
    const main = page.locator('main, .qr-scan').first();
    await expect(main).not.toContainText(
      /How to Use|Scan from a photo|View Business List|Can't scan|Table code|Open Table/,
    );

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Scan' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Scan' })).toBeVisible();
    await page.getByRole('button', { name: 'Türkçe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'QR Kod Tarama' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });
});
