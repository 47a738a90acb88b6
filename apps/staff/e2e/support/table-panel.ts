import type { Locator, Page } from '@playwright/test';
import { openScreen } from './screens.ts';

/** From any staff screen, as a waiter goes: "Masalar", then the table; answers its panel. */
export async function openTablePanel(page: Page, tableName: string): Promise<Locator> {
  await openScreen(page, 'Masalar');
  await page.getByRole('button', { name: new RegExp(`^${tableName}\\b`) }).click();
  return page.getByRole('region', { name: new RegExp(`^${tableName} ·`) });
}

/** One order's card in a table's panel, by the number the staff read on it. */
export function orderInPanel(panel: Locator, orderNumber: number): Locator {
  return panel.getByRole('listitem').filter({ hasText: `Sipariş #${orderNumber}` });
}
