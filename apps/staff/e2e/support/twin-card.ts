import { type Page, expect } from '@playwright/test';

/**
 * Pays on the iyzico twin's hosted Checkout Form as a diner does (ADR 085): the test banner is
 * there, the card typed in, 'Öde'. `card` is one of the sandbox's test numbers.
 */
export async function payOnTwinForm(page: Page, card: string, holder: string): Promise<void> {
  await expect(page.getByText('Test ödemesi — kart çekilmez')).toBeVisible();
  await page.getByLabel('Kart numarası').fill(card);
  await page.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/30');
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
  await page.getByLabel('Kart üzerindeki isim').fill(holder);
  await page.getByRole('button', { name: /Öde$/ }).click();
}

/** The sandbox's cards (iyzico "Test Kartları"). */
export const CARDS = { success: '5528790000000008', insufficientFunds: '4111111111111129' };
