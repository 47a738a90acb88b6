import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceCharges } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createBillApp, type Headers, type OrderJson } from '../bill/bill-fixture.ts';
import { demoStaffWithRole, staffBearer } from '../staff-headers.ts';

// Issue 35 §1 (ADR 092): the Fiyat Etiketi Yönetmeliği (m. 8/6, 30.1.2026) forbids a service,
// table or cover charge "ve benzeri", İş Kanunu m. 51 reserved. Kuğulu (the demo as shipped:
// no charge, no declaration) is refused one; its owner alone declares article 51, after which
// it is allowed; withdrawn, the charge stays flagged and no new order carries it. Boğaziçi is
// the fixture business that declared article 51 and charges its kuver.
const ctx = await createBillApp();
const { app, db, headers } = ctx;
const KUGULU = DEMO_BUSINESS_IDS.kugulu;

const staffAs = async (slug: DemoSlug, role: 'owner' | 'manager' | 'waiter'): Promise<Headers> =>
  staffBearer(ctx, await demoStaffWithRole(db, slug, role));
const owner = await staffAs('kugulu', 'owner');
const manager = await staffAs('kugulu', 'manager');
const bogazOwner = await staffAs('bogaz', 'owner');

const SERVICE = { name: 'Servis', calculation: 'percentage', value: 10, vatRate: 10 };
const addCharge = (who: Headers, charge: object, language = 'tr') =>
  app.inject({
    method: 'POST',
    url: '/api/staff/settings/service-charges',
    headers: { ...who, 'accept-language': language },
    payload: charge,
  });
const declare = (who: Headers, declared: boolean) =>
  app.inject({
    method: 'PUT',
    url: '/api/staff/settings/article-51',
    headers: who,
    payload: { declared },
  });
type Placed = OrderJson & { serviceCharges: { name: string }[] };
const order = async (table: number) =>
  (await ctx.placeOrder(headers, [{ name: 'Fırın Sütlaç', quantity: 1 }], { table })) as Placed;
const chargesOf = (businessId: string) =>
  db.select().from(serviceCharges).where(eq(serviceCharges.businessId, businessId));

describe('a banned charge without the article-51 declaration', () => {
  it('is refused with a Turkish message naming the rule, English on request, nothing written', async () => {
    const refused = await addCharge(owner, SERVICE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, error: 'CHARGE_NEEDS_ARTICLE_51' });
    expect(refused.json().message).toContain(
      'Fiyat Etiketi Yönetmeliği (m. 8/6) lokanta, kafe ve restoranlarda servis ücreti, masa ücreti, kuver ücreti ve benzeri herhangi bir isim altında ilave ödeme istenmesini yasaklar; İş Kanunu m. 51 kapsamında yüzde usulü uygulayan işletmeler hariç.',
    );
    const english = await addCharge(owner, SERVICE, 'en');
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toContain('The Price Label Regulation (art. 8/6) forbids');
    for (const type of ['cover_charge', 'table_fee', 'vip_charge', 'time_based_fee']) {
      const res = await addCharge(owner, {
        ...SERVICE,
        type,
        calculation: 'per_order',
        value: 50_00,
      });
      expect(res.statusCode, type).toBe(409);
    }
    // A kuver per person is a cover_charge even when the kind is not named.
    const kuver = await addCharge(owner, { ...SERVICE, name: 'Kuver', calculation: 'per_person' });
    expect(kuver.statusCode).toBe(409);
    expect(await chargesOf(KUGULU)).toEqual([]);
  });

  it('leaves the kinds the rule does not name: entrance, umbrella, fixed menu, corkage, minimum spend', async () => {
    for (const type of [
      'entrance_fee',
      'umbrella_fee',
      'fixed_menu',
      'corkage_fee',
      'minimum_spend',
    ]) {
      const res = await addCharge(owner, {
        name: type,
        type,
        calculation: 'per_order',
        value: 100_00,
        vatRate: 10,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ type, active: true });
    }
    // Switched off, a banned kind may be written down (it charges nobody).
    const off = await addCharge(owner, { ...SERVICE, active: false });
    expect(off.statusCode, off.body).toBe(201);
    const turnOn = await app.inject({
      method: 'PUT',
      url: `/api/staff/settings/service-charges/${off.json().data.id}`,
      headers: owner,
      payload: SERVICE,
    });
    expect(turnOn.statusCode).toBe(409);
    expect(turnOn.json().error).toBe('CHARGE_NEEDS_ARTICLE_51');
  });
});

describe('the article-51 declaration', () => {
  it('is the owner’s alone, kept with who and when, audited, and lets a banned charge on', async () => {
    expect((await declare(manager, true)).statusCode).toBe(403);
    const declared = await declare(owner, true);
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json()).toMatchObject({
      message: 'İş Kanunu m. 51 beyanı kaydedildi',
      data: { declaredBy: 'Zeynep Arslan' },
    });
    const settings = await app.inject({ url: '/api/staff/settings', headers: owner });
    expect(settings.json().data.article51).toEqual(declared.json().data);
    const audit = await app.inject({ url: '/api/staff/audit?limit=1', headers: owner });
    expect(audit.json().data[0]).toMatchObject({
      action: 'settings.updated',
      staffName: 'Zeynep Arslan',
      details: { section: 'article51', declared: true },
    });
    const allowed = await addCharge(owner, SERVICE);
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().data).toMatchObject({ type: 'service_charge', active: true });
  });

  it('withdrawn: the charge stays, may not be switched on, and a new order is not charged it', async () => {
    // Boğaziçi declared article 51 (the fixture) and charges a ₺50 kuver a person.
    const before = await order(3);
    expect(before.serviceCharges.map((c) => c.name)).toEqual(['Kuver']);
    // The diner's bill says the business declared article 51.
    expect((await ctx.readBill(before.id, headers)).json().data.article51).toBe(true);

    const withdrawn = await declare(bogazOwner, false);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: 'İş Kanunu m. 51 beyanı geri alındı',
      data: null,
    });

    const after = await order(4);
    expect(after.serviceCharges).toEqual([]);
    expect(after.total).toBe(after.subtotal);
    // What the first order was charged stays.
    const first = await ctx.readBill(before.id, headers);
    expect(first.json().data.serviceChargeTotal).toBe(before.serviceChargeTotal);
    expect(first.json().data.article51).toBe(false);
    expect(before.serviceChargeTotal).toBeGreaterThan(0);

    const [kuver] = await chargesOf(DEMO_BUSINESS_IDS.bogaz);
    expect(kuver).toMatchObject({ name: 'Kuver', active: true });
    const settings = await app.inject({ url: '/api/staff/settings', headers: bogazOwner });
    expect(settings.json().data).toMatchObject({
      article51: null,
      serviceCharges: [{ name: 'Kuver', type: 'cover_charge', active: true }],
    });
    const resave = await app.inject({
      method: 'PUT',
      url: `/api/staff/settings/service-charges/${kuver!.id}`,
      headers: bogazOwner,
      payload: { name: 'Kuver', calculation: 'per_person', value: 50_00, vatRate: 10 },
    });
    expect(resave.statusCode).toBe(409);
  });
});
