import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { describe, expect, it } from 'vitest';
import { refundRequest } from './refund-request.ts';

const payment: BillResponse['payments'][number] = {
  id: 'p1',
  method: 'online',
  lines: [
    { lineId: 'fava', quantity: 2 },
    { lineId: 'bira', quantity: 1 },
  ],
  charges: ['kuver'],
  shares: [{ lineId: 'meze', index: 2 }],
  itemsAmount: 50_000,
  chargesAmount: 8_000,
  vat: [],
  amount: 58_000,
  tip: 5_000,
};
const none = { counts: {}, charges: [], shares: [], tip: false, reason: '' };

// "İade" of one payment (issue 34): only what that payment paid, never more, with a reason.
describe('the refund a manager sends', () => {
  it('sends the units chosen of its own lines, capped at what it paid, its charges and shares', () => {
    expect(
      refundRequest({
        payment,
        counts: { fava: 5, bira: 0, other: 3 },
        charges: ['kuver', 'not-paid-here'],
        shares: ['meze:2', 'meze:1'],
        tip: true,
        reason: '  Yanlış kart  ',
      }),
    ).toEqual({
      paymentId: 'p1',
      items: [{ lineId: 'fava', quantity: 2 }],
      charges: ['kuver'],
      shares: [{ lineId: 'meze', index: 2 }],
      tip: true,
      reason: 'Yanlış kart',
    });
  });

  it('asks for something to refund, then for the reason', () => {
    expect(refundRequest({ payment, ...none })).toBe('nothing');
    expect(refundRequest({ payment, ...none, counts: { bira: 1 }, reason: '  ' })).toBe('noReason');
    expect(refundRequest({ payment, ...none, tip: true, reason: 'Bahşiş fazla' })).toMatchObject({
      items: [],
      tip: true,
    });
  });
});
