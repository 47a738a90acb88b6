import { describe, expect, it } from 'vitest';
import * as draft from './edit-draft.ts';
import { makeItem, makeOrder } from '../../../testing/order-fixture.ts';

const order = makeOrder({
  items: [
    makeItem({ id: 'kebap', quantity: 2, price: 12_000, notes: 'Ekstra: Acı sos\nAz pişmiş' }),
    makeItem({
      id: 'ayran',
      productId: 'p2',
      name: 'Ayran',
      quantity: 1,
      price: 3_000,
      status: 'preparing',
    }),
  ],
});

describe('the edit screen draft (001 §2, §5 Edit order)', () => {
  it('starts from the order, with started lines locked', () => {
    const lines = draft.draftFromOrder(order);
    expect(lines.map((l) => [l.id, l.quantity, l.locked])).toEqual([
      ['kebap', 2, false],
      ['ayran', 1, true],
    ]);
  });

  it('never goes below one unit', () => {
    const lines = draft.withQuantity(draft.draftFromOrder(order), 'kebap', 0);
    expect(lines[0]?.quantity).toBe(1);
  });

  it('adds a product once, then counts it up', () => {
    const tea = { id: 'p9', name: 'Çay', unitPrice: 2_500, vatRate: 0.1 };
    let lines = draft.withProduct(draft.draftFromOrder(order), tea, 'new-1');
    lines = draft.withProduct(lines, tea, 'new-2');
    expect(lines.filter((l) => l.productId === 'p9').map((l) => l.quantity)).toEqual([2]);
  });

  it('sends the full list: ids of kept items, products of new lines, trimmed notes', () => {
    let lines = draft.withNotes(draft.draftFromOrder(order), 'kebap', 'Ekstra: Acı sos\nSoğansız ');
    lines = draft.withoutLine(lines, 'ayran');
    lines = draft.withProduct(
      lines,
      { id: 'p9', name: 'Çay', unitPrice: 2_500, vatRate: 0.1 },
      'n',
    );
    expect(draft.draftPayload(lines)).toEqual([
      { id: 'kebap', productId: 'p1', quantity: 2, notes: 'Ekstra: Acı sos\nSoğansız' },
      { productId: 'p9', quantity: 1 },
    ]);
  });

  it("sends a dish's choices made on the edit screen, and keeps different choices apart", () => {
    const adana = { id: 'p5', name: 'Adana Kebap', unitPrice: 45_000, vatRate: 0.1 };
    let lines = draft.withProduct([], { ...adana, options: { Acı: ['Acılı'] }, extras: [] }, 'a');
    lines = draft.withProduct(lines, { ...adana, options: { Acı: ['Acısız'] }, extras: [] }, 'b');
    lines = draft.withProduct(lines, { ...adana, options: { Acı: ['Acılı'] }, extras: [] }, 'c');
    expect(lines.map((line) => [line.options, line.quantity])).toEqual([
      [['Acılı'], 2],
      [['Acısız'], 1],
    ]);
    expect(draft.draftPayload(lines)[0]).toEqual({
      productId: 'p5',
      quantity: 2,
      selectedOptions: { Acı: ['Acılı'] },
      selectedAdditions: [],
    });
  });

  it('knows when the diner changed something a save has not sent yet', () => {
    const lines = draft.draftFromOrder(order);
    expect(draft.hasUnsavedChanges(lines, order)).toBe(false);
    expect(draft.hasUnsavedChanges(draft.withQuantity(lines, 'kebap', 3), order)).toBe(true);
    expect(draft.hasUnsavedChanges(draft.withNotes(lines, 'kebap', 'Soğansız'), order)).toBe(true);
    expect(draft.hasUnsavedChanges(draft.withoutLine(lines, 'kebap'), order)).toBe(true);
  });

  it('totals the lines and the service charges as the bill will', () => {
    const lines = draft.draftFromOrder(order);
    const kuver = [{ id: 'c1', name: 'Kuver', amount: 5_000, vatRate: 10 }];
    expect(draft.draftTotal(lines, true, kuver)).toBe(2 * 12_000 + 3_000 + 5_000);
    // Prices without VAT: 10 % is added on top, on the kuver too.
    expect(draft.draftTotal(lines, false, [])).toBe(27_000 + 2_700);
    expect(draft.draftTotal(lines, false, kuver)).toBe(32_000 + 3_200);
  });
});
