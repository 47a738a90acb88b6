import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp } from '../bill/bill-fixture.ts';

// Issue 35 §1 (ADR 092): a product's "Alkollü içecek (KDV %20)" flag, set in the menu editor,
// sells it at 20 % VAT; anything else is sold at its own rate, whatever its name says (the guess
// by drink words is gone). The demo flags Ege's rakı, wines and beer.
const ctx = await createBillApp();
const { app, db, headers } = ctx;
const owner = await ctx.staffHeaders('bogaz');
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const [drinks] = await db
  .select()
  .from(categories)
  .where(and(eq(categories.businessId, BOGAZ), eq(categories.name, 'Soğuk İçecekler')));

const save = async (name: string, alcoholic: boolean) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/products',
    headers: owner,
    payload: { categoryId: drinks!.id, name, price: 150_00, vatRate: 10, alcoholic },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; alcoholic: boolean; vatRate: number };
};
const menuVat = async (id: string) => {
  const res = await app.inject({ url: `/api/products/business/${BOGAZ}` });
  return (res.json().data as { id: string; vatRate: number }[]).find((p) => p.id === id)!.vatRate;
};

describe('the alcoholic flag', () => {
  it('sells a flagged drink at 20 % and an unflagged one at its own rate, whatever its name', async () => {
    const wine = await save('Ev Yapımı Vişne Likörü', true);
    expect(wine).toMatchObject({ alcoholic: true, vatRate: 10 });
    expect(await menuVat(wine.id)).toBe(0.2);
    // "Bira" in its name made the old guess say 20 %: not alcoholic, it is 10 %.
    const sherbet = await save('Bira Tadında Şerbet', false);
    expect(await menuVat(sherbet.id)).toBe(0.1);

    const order = await ctx.placeOrder(headers, [
      { name: 'Ev Yapımı Vişne Likörü', quantity: 1 },
      { name: 'Bira Tadında Şerbet', quantity: 1 },
    ]);
    const bill = (await ctx.readBill(order.id, headers)).json().data.bill as {
      vat: { rate: number; base: number }[];
    };
    // At 10 %: the sherbet and the fixture's ₺50 kuver (Boğaziçi declared article 51).
    expect(bill.vat.map(({ rate, base }) => [rate, base])).toEqual([
      [10, 150_00 + 50_00],
      [20, 150_00],
    ]);
  });

  it('is kept by the editor, and the demo flags Ege’s alcoholic drinks', async () => {
    const res = await app.inject({ url: '/api/staff/menu', headers: owner });
    const editor = res.json().data.products as { name: string; alcoholic: boolean }[];
    expect(editor.find((p) => p.name === 'Ev Yapımı Vişne Likörü')?.alcoholic).toBe(true);
    expect(editor.find((p) => p.name === 'Ayran')?.alcoholic).toBe(false);
    const flagged = await db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.alcoholic, true));
    expect(flagged.map((p) => p.name).sort()).toEqual(
      [
        'Ev Yapımı Vişne Likörü',
        'Fıçı Bira (50 cl)',
        'Beyaz Şarap (Kadeh)',
        'Kırmızı Şarap (Kadeh)',
        'Rakı',
      ].sort(),
    );
  });
});
