import type { BillResponse } from '@masa/core/bill/bill.schemas';

export type PaidByMethod = { method: string; amount: number };

/**
 * What the bill's payments paid, by method, in the order each method was first used (issue 30):
 * a bill paid partly in cash and partly by card reads "Nakit ₺X + Kredi Kartı ₺Y", never one
 * method for all of it. Amounts are for the meal, tips apart, so they add up to the bill's
 * "Ödenen".
 */
export function paidByMethod(payments: BillResponse['payments']): PaidByMethod[] {
  const sums = new Map<string, number>();
  for (const payment of payments) {
    sums.set(payment.method, (sums.get(payment.method) ?? 0) + payment.amount);
  }
  return [...sums].map(([method, amount]) => ({ method, amount }));
}
