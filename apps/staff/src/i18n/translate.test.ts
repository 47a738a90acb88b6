import { describe, expect, it } from 'vitest';
import { testTranslator } from './test-translator.ts';

// What the staff reads, through the compiled catalogs: the old dictionary's functions became
// ICU messages (ADR 099), and these are the ones that chose words by a value.
const tr = testTranslator('tr');
const en = testTranslator('en');

describe("the staff app's texts", () => {
  it('count guests and payments as each language does', () => {
    expect([tr('board.persons', { n: 1 }), tr('board.persons', { n: 4 })]).toEqual([
      '1 kişi',
      '4 kişi',
    ]);
    expect([en('board.persons', { n: 1 }), en('board.persons', { n: 4 })]).toEqual([
      '1 guest',
      '4 guests',
    ]);
    expect(en('tips.payments', { n: 1 })).toBe('1 payment');
    expect(en('tips.payments', { n: 2 })).toBe('2 payments');
  });

  it('name a missing table and leave out an empty reason or a zero percent', () => {
    const refund = { orderNumber: 12, amount: '₺50,00' };
    expect(tr('unknownRefunds.of', { table: null, ...refund })).toBe(
      'Masasız · Sipariş #12: ₺50,00 iade',
    );
    expect(en('unknownRefunds.of', { table: 'Masa 3', ...refund })).toBe(
      'Masa 3 · Order #12: ₺50,00 refund',
    );
    expect(tr('bill.staffDiscount', { reason: 'Personel', percent: 10 })).toBe(
      'İndirim · Personel %10',
    );
    expect(tr('bill.staffDiscount', { reason: 'Personel', percent: 0 })).toBe('İndirim · Personel');
    expect(en('menu.removeGroup', { name: '' })).toBe('Remove group');
    expect(tr('menu.removeGroup', { name: 'Pişirme' })).toBe('Pişirme kaldır');
  });

  it('write VAT, minutes and hours as the language writes numbers', () => {
    expect(tr('bill.vat', { rate: 10, included: true })).toBe('KDV %10 (dahil)');
    expect(en('bill.vat', { rate: 10, included: false })).toBe('VAT 10%');
    expect(tr('reports.minutes', { minutes: 25.55 })).toBe('25,6 dk');
    expect(en('reports.minutes', { minutes: 25.5 })).toBe('25.5 min');
    expect(tr('reports.hour', { hour: 9 })).toBe('09:00');
  });

  it('look up a text named by data, and say when there is none', () => {
    expect(tr.lookup('requests.methods.cash')).toBe('Nakit');
    expect(en.lookup('requests.methods.cash')).toBe('Cash');
    expect(tr.lookup('requests.methods.barter')).toBeUndefined();
  });
});
