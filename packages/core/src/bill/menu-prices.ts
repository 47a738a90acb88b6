/**
 * A line at the menu's prices (issue 30): the order's campaign is carried by the lines' unit
 * prices (ADR 041), so a line read as charged showed neither the menu's price nor the cart's
 * ("Serpme Kahvaltı ₺807,50", menu ₺950). Screens list the line at this amount and the
 * campaign as a row of its own (bill.campaignTotal); the total is the same to the kuruş.
 */
export function amountAtMenuPrices(line: { amount: number; campaignDiscount?: number }): number {
  return line.amount + (line.campaignDiscount ?? 0);
}
