import { describe, expect, it } from 'vitest';
import type { Reconciliation } from '@masa/core/fiscal/z-report.schemas';
import { savedZTexts, zReportBody, zReportFields } from './z-report-fields.ts';

// The Z report typed at the close (issue 35 §4): a field per VAT rate and method Masa took,
// amounts read as the other money fields read them, and nothing sent until all of them read.
const day: Reconciliation = {
  masa: {
    byVatRate: [
      { vatRate: 20, gross: 450_00 },
      { vatRate: 10, gross: 1_234_50 },
    ],
    byMethod: [
      { method: 'cash', amount: 1_000_00 },
      { method: 'credit_card', amount: 684_50 },
    ],
    total: 1_684_50,
  },
  register: null,
  differences: [],
  accepted: null,
  waitingReceipts: 0,
};

describe('the Z report form', () => {
  it('asks for each VAT rate, lowest first, and each method Masa took', () => {
    const fields = zReportFields(day);
    expect(fields.rates).toEqual([10, 20]);
    expect(fields.methods).toEqual(['cash', 'credit_card']);
  });

  it('reads "1.234,50" as the register printed it, into kuruş', () => {
    const body = zReportBody({
      reconciliation: day,
      zNumber: ' 0087 ',
      texts: {
        'vat:10': '1.234,50',
        'vat:20': '450',
        'method:cash': '1.000',
        'method:credit_card': '684,5',
      },
    });
    expect(body).toEqual({
      zNumber: '0087',
      byVatRate: [
        { vatRate: 10, gross: 1_234_50 },
        { vatRate: 20, gross: 450_00 },
      ],
      byMethod: [
        { method: 'cash', amount: 1_000_00 },
        { method: 'credit_card', amount: 684_50 },
      ],
    });
  });

  it('sends nothing while the Z number or an amount is missing or not an amount', () => {
    const texts = { 'vat:10': '1.234,50', 'vat:20': '450', 'method:cash': '1000' };
    expect(zReportBody({ reconciliation: day, zNumber: '87', texts })).toBeNull();
    const all = { ...texts, 'method:credit_card': '684,50' };
    expect(zReportBody({ reconciliation: day, zNumber: '', texts: all })).toBeNull();
    expect(
      zReportBody({ reconciliation: day, zNumber: '87', texts: { ...all, 'vat:20': '4,5,0' } }),
    ).toBeNull();
  });

  it("starts from the saved Z, with a method only the register has, and never 'online'", () => {
    const saved: Reconciliation = {
      ...day,
      masa: { ...day.masa, byMethod: [...day.masa.byMethod, { method: 'online', amount: 50_00 }] },
      register: {
        zNumber: '87',
        byVatRate: [{ vatRate: 10, gross: 1_224_50 }],
        byMethod: [{ method: 'sodexo', amount: 10_00 }],
        total: 1_224_50,
        enteredAt: '2026-11-29T20:00:00.000Z',
        enteredBy: { id: 's', name: 'Selin' },
      },
    };
    expect(zReportFields(saved).methods).toEqual(['cash', 'credit_card', 'sodexo']);
    expect(savedZTexts(saved)).toEqual({ 'vat:10': '1224,50', 'method:sodexo': '10,00' });
  });
});
