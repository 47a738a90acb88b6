import { describe, expect, it } from 'vitest';
import { paidByMethod } from './paid-by-method.ts';

const payment = (method: string, amount: number, tip = 0) => ({
  id: `${method}-${amount}`,
  method,
  lines: [],
  charges: [],
  shares: [],
  itemsAmount: amount,
  chargesAmount: 0,
  vat: [],
  amount,
  tip,
});

describe('paidByMethod', () => {
  it('keeps every method a bill was paid with, summed, tips apart, in first-use order', () => {
    expect(
      paidByMethod([
        payment('credit_card', 24_500, 2_450),
        payment('cash', 10_000),
        payment('credit_card', 5_000),
      ]),
    ).toEqual([
      { method: 'credit_card', amount: 29_500 },
      { method: 'cash', amount: 10_000 },
    ]);
  });

  it('is empty before anything is paid', () => {
    expect(paidByMethod([])).toEqual([]);
  });
});
