import { expect, type Page } from '@playwright/test';

/**
 * "Sepete Ekle" on a menu card, as a diner does it: a dish with a required option group opens
 * its sheet (issue 20: never the default silently), where `choices` are ticked before adding.
 * A dish with nothing to choose is added by the card itself (pass no choices).
 */
export async function addFromMenu(page: Page, dish: string, choices: string[] = []) {
  await page.getByRole('button', { name: `${dish} sepete ekle` }).click();
  if (choices.length === 0) return;
  const sheet = page.getByRole('dialog', { name: dish });
  for (const choice of choices) await sheet.getByLabel(choice, { exact: true }).check();
  await sheet.getByRole('button', { name: /^Sepete Ekle/ }).click();
  await expect(sheet).toBeHidden();
}
