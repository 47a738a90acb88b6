import { expect, test } from '@playwright/test';
import { findA11yViolations } from './support/axe.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { openTwinCheckout, retrieveTwinCheckout } from './support/iyzico-twin.ts';

// The iyzico twin's hosted Checkout Form as a diner meets it on her phone (issue 34, ADR 085):
// the test banner first, the card typed by keyboard, and on a good card the browser goes back
// to Masa's callback with a POST of the token, as iyzico's page does. The callback is Masa's
// route (apps/server, payment intents); here the spec catches the POST to see what it carries.
const CALLBACK = `${E2E_BASE_URL}/api/payments/iyzico/callback`;

test('a diner pays on the twin hosted form by keyboard and is sent back to Masa with the token', async ({
  page,
}) => {
  const { token, pageUrl } = await openTwinCheckout({
    conversationId: 'e2e-good',
    callbackUrl: CALLBACK,
    locale: 'tr',
  });
  let posted: string | null = null;
  await page.route(CALLBACK, async (route) => {
    posted = route.request().postData();
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Masa</p>' });
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(pageUrl);
  await expect(page.getByText('Test ödemesi — kart çekilmez')).toBeVisible();
  await expect(page.getByText('Ödenecek tutar: ₺179,85')).toBeVisible();
  await expect(page.getByText('5528790000000008 — Başarılı (Halkbank, Master Card)')).toBeVisible();
  // Nothing sticks out of a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await findA11yViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'docs/screenshots/iyzico-twin-form-phone.png' });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'docs/screenshots/iyzico-twin-form-tablet.png' });

  // By keyboard only: Tab to each field, type, Enter.
  await page.getByLabel('Kart numarası').focus();
  await page.keyboard.type('5528 7900 0000 0008');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ayşe Yılmaz');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(CALLBACK);
  expect(posted).toBe(`token=${token}`);
  expect(await retrieveTwinCheckout(token)).toMatchObject({
    status: 'success',
    paymentStatus: 'SUCCESS',
    paidPrice: 179.85,
  });
});

test('a refused card shows iyzico’s reason in the diner’s language and goes back to Masa only when she asks', async ({
  page,
}) => {
  const { token, pageUrl } = await openTwinCheckout({
    conversationId: 'e2e-poor',
    callbackUrl: CALLBACK,
    locale: 'en',
  });
  let posted: string | null = null;
  await page.route(CALLBACK, async (route) => {
    posted = route.request().postData();
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Masa</p>' });
  });
  await page.goto(pageUrl);
  await expect(page.getByText('Test payment — no card is charged')).toBeVisible();
  // A mistyped expiry is told at its field, and nothing is charged.
  await page.getByLabel('Card number').fill('4111 1111 1111 1129');
  await page.getByLabel('Expiry date (MM/YY)').fill('13/20');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Ayşe Yılmaz');
  await page.getByRole('button', { name: 'Pay ₺179,85' }).click();
  await expect(page.getByText('The expiry date must be MM/YY and in the future.')).toBeVisible();
  await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay ₺179,85' }).click();
  await expect(page.getByRole('alert')).toHaveText('Insufficient card limit, insufficient balance');
  expect(posted).toBeNull();
  await page.getByRole('button', { name: 'Back to Masa' }).click();
  await expect(page).toHaveURL(CALLBACK);
  expect(posted).toBe(`token=${token}`);
  expect(await retrieveTwinCheckout(token)).toMatchObject({
    status: 'failure',
    errorCode: '10051',
    paymentStatus: 'FAILURE',
  });
});
