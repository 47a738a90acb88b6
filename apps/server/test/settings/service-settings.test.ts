import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories, serviceCharges } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';
import { eventually, socketClients } from '../live-orders/socket-helpers.ts';

// Issue 17 §4 (ADR 034): service settings, owners and managers only (server-enforced); each
// change takes effect where it is used and is recorded in the audit trail.
const ctx = await createBackOfficeApp();
const { app, db, headers } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const { owner, manager, waiter, kitchen } = await ctx.crewOf('bogaz');
const otherOwner = await ctx.staffAs('ege', 'owner');
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));
afterAll(() => app.close());

type Who = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Who, payload?: object) =>
  app.inject({ method, url: `/api/staff${url}`, headers: who, ...(payload ? { payload } : {}) });
type Priced = { subtotal: number; serviceChargeTotal: number; total: number };
const priced = (order: object) => order as Priced;
const settingsOf = async (who: Who = owner) => (await call('GET', '/settings', who)).json().data;

const PAYMENT = {
  acceptCash: true,
  acceptCreditCard: true,
  acceptOnlinePayment: false,
  acceptSodexo: true,
  acceptMutlinet: false,
};
const PROFILE = {
  name: 'Boğaziçi Lokantası',
  phone: '0212 555 12 34',
  email: 'merhaba@bogaz.masa.app',
  address: {
    street: 'Muallim Naci Cad. No: 1',
    city: 'İstanbul',
    state: 'Beşiktaş',
    zipCode: '34345',
  },
};
const CHARGE = { name: 'Servis', calculation: 'percentage', value: 10, vatRate: 10 };
const CAMPAIGN = {
  title: 'Öğle Menüsü',
  discountType: 'percentage',
  discountValue: 10,
  campaignCode: 'OGLE10',
  startDate: '2026-01-01',
  endDate: '2099-12-31',
};

const lastAudit = async () =>
  (await call('GET', '/audit?limit=1', owner)).json().data[0] as {
    action: string;
    details: Record<string, unknown>;
  };

const [charge] = await db.select().from(serviceCharges).where(eq(serviceCharges.businessId, BOGAZ));
const [category] = await db.select().from(categories).where(eq(categories.businessId, BOGAZ));

describe('service settings: who may', () => {
  const writes: [method: 'PUT' | 'POST', url: string, payload: object][] = [
    ['PUT', '/settings/profile', PROFILE],
    ['PUT', '/settings/payment', PAYMENT],
    ['PUT', '/settings/tax', { includedInPrice: true }],
    ['PUT', '/settings/board', { amberMinutes: 10, redMinutes: 20 }],
    ['PUT', '/settings/stations', { categories: [{ categoryId: category!.id, station: 'Ocak' }] }],
    ['POST', '/settings/service-charges', CHARGE],
    ['PUT', `/settings/service-charges/${charge!.id}`, CHARGE],
    ['POST', '/settings/campaigns', CAMPAIGN],
    ['PUT', `/settings/campaigns/${charge!.id}`, CAMPAIGN],
  ];

  it('refuses the kitchen and waiters every settings route (403), reading and writing', async () => {
    for (const who of [kitchen, waiter]) {
      const read = await call('GET', '/settings', who);
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe('Bu işlem için yetkiniz yok');
      for (const [method, url, payload] of writes) {
        expect((await call(method, url, who, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await lastAudit()).not.toMatchObject({ action: 'settings.updated' });
  });

  it('lets a manager read them, and every role read the board thresholds', async () => {
    const settings = await settingsOf(manager);
    expect(settings.profile.name).toBe('Boğaziçi Lokantası');
    expect(settings.payment).toEqual(PAYMENT);
    expect(settings.board).toEqual({ amberMinutes: 10, redMinutes: 20 });
    expect(settings.serviceCharges).toEqual([
      expect.objectContaining({ name: 'Kuver', calculation: 'per_person', value: 50_00 }),
    ]);
    expect(settings.campaigns.map((c: { campaignCode: string }) => c.campaignCode)).toEqual(
      expect.arrayContaining(['KAHVALTI15', 'CAYBIZDEN']),
    );
    for (const who of [kitchen, waiter]) {
      const board = await call('GET', '/settings/board', who);
      expect(board.json().data).toEqual({ amberMinutes: 10, redMinutes: 20 });
    }
  });

  it("answers another business's charge, campaign or category with 404 and changes nothing", async () => {
    const mine = await settingsOf();
    const chargeId = mine.serviceCharges[0].id;
    const campaignId = mine.campaigns[0].id;
    const category = mine.categories[0];
    const charge = await call('PUT', `/settings/service-charges/${chargeId}`, otherOwner, CHARGE);
    expect(charge.statusCode).toBe(404);
    expect(charge.json().message).toBe('Hizmet bedeli bulunamadı');
    const campaign = await call('PUT', `/settings/campaigns/${campaignId}`, otherOwner, CAMPAIGN);
    expect(campaign.statusCode).toBe(404);
    const [egeCategory] = await db
      .select()
      .from(categories)
      .where(eq(categories.businessId, DEMO_BUSINESS_IDS.ege));
    const stations = await call('PUT', '/settings/stations', otherOwner, {
      categories: [
        { categoryId: egeCategory!.id, station: 'Ocak' },
        { categoryId: category.id, station: 'Ocak' },
      ],
    });
    expect(stations.statusCode).toBe(404);
    expect(stations.json().message).toBe('Kategori bulunamadı');
    expect(await settingsOf()).toEqual(mine);
    const [egeAfter] = await db.select().from(categories).where(eq(categories.id, egeCategory!.id));
    expect(egeAfter!.station).toBe(egeCategory!.station);
    // The other business's own settings are its own.
    expect((await settingsOf(otherOwner)).profile.name).toBe('Ege Sofrası');
  });
});

describe('service settings: bad input', () => {
  it('refuses bad values with a Turkish message and writes nothing', async () => {
    const before = await settingsOf();
    const cases: [string, object, string][] = [
      [
        '/settings/profile',
        { ...PROFILE, phone: '12' },
        'Geçerli bir telefon numarası girin (ör. 0212 555 12 34)',
      ],
      [
        '/settings/profile',
        { ...PROFILE, name: ' ' },
        'İşletme adı 2 ile 80 karakter arasında olmalı',
      ],
      [
        '/settings/profile',
        { ...PROFILE, address: { ...PROFILE.address, zipCode: '3434' } },
        'Posta kodu 5 haneli olmalı',
      ],
      ['/settings/profile', { ...PROFILE, email: 'yok' }, 'Geçerli bir e-posta adresi girin'],
      [
        '/settings/payment',
        {
          acceptCash: false,
          acceptCreditCard: false,
          acceptOnlinePayment: false,
          acceptSodexo: false,
          acceptMutlinet: false,
        },
        'En az bir ödeme yöntemi seçin',
      ],
      ['/settings/payment', { ...PAYMENT, acceptCash: 'evet' }, 'Ayar true ya da false olmalı'],
      [
        '/settings/board',
        { amberMinutes: 20, redMinutes: 15 },
        'Kırmızı eşik sarı eşikten büyük olmalı',
      ],
      [
        '/settings/board',
        { amberMinutes: 0, redMinutes: 15 },
        'Dakika 1 ile 240 arasında bir tam sayı olmalı',
      ],
      ['/settings/tax', { includedInPrice: 'dahil' }, 'Ayar true ya da false olmalı'],
      [
        '/settings/stations',
        { categories: [{ categoryId: before.categories[0].id, station: '' }] },
        'İstasyon adı 1 ile 30 karakter arasında olmalı',
      ],
    ];
    for (const [url, payload, message] of cases) {
      const res = await call('PUT', url, owner, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const posts: [string, object, string][] = [
      [
        '/settings/service-charges',
        { ...CHARGE, value: 150 },
        'Yüzde 0 ile 100 arasında bir tam sayı olmalı',
      ],
      [
        '/settings/service-charges',
        { ...CHARGE, value: 10.5 },
        'Tutar 0 ile 100.000 ₺ arasında kuruş cinsinden bir tam sayı olmalı',
      ],
      [
        '/settings/service-charges',
        { ...CHARGE, vatRate: 18 },
        'KDV oranı %0, %1, %10 ya da %20 olmalı',
      ],
      [
        '/settings/service-charges',
        { ...CHARGE, calculation: 'hourly' },
        'Hesaplama kişi başı, sipariş başı ya da yüzde olmalı',
      ],
      [
        '/settings/campaigns',
        { ...CAMPAIGN, endDate: '2025-12-31' },
        'Bitiş tarihi başlangıçtan önce olamaz',
      ],
      [
        '/settings/campaigns',
        { ...CAMPAIGN, startDate: '2026-02-30' },
        'Tarih YYYY-AA-GG biçiminde olmalı',
      ],
      [
        '/settings/campaigns',
        { ...CAMPAIGN, campaignCode: 'a b' },
        'Kampanya kodu 3 ile 20 arasında büyük harf, rakam ya da - olmalı',
      ],
    ];
    for (const [url, payload, message] of posts) {
      const res = await call('POST', url, owner, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const taken = await call('POST', '/settings/campaigns', owner, {
      ...CAMPAIGN,
      campaignCode: 'kahvalti15',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('KAHVALTI15 kodlu bir kampanya zaten var');
    expect(await settingsOf()).toEqual(before);
    expect(await lastAudit()).not.toMatchObject({ action: 'settings.updated' });
  });
});

describe('service settings take effect', () => {
  it('payment methods: the diner and the staff are offered only these, and the change is in the audit trail', async () => {
    const diner = await sockets.open(app);
    await sockets.join(diner, 'join:business', BOGAZ);
    const news = sockets.record<unknown>(diner, 'menu:changed');
    const res = await call('PUT', '/settings/payment', manager, {
      ...PAYMENT,
      acceptSodexo: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Ödeme yöntemleri kaydedildi');
    // An open diner menu hears of it and refetches the business's data.
    await eventually(() =>
      expect(news).toEqual([
        { businessId: BOGAZ, change: 'settings', productIds: [], outboxId: expect.any(Number) },
      ]),
    );
    const offered = await app.inject({ url: `/api/business/${BOGAZ}/settings/payment/public` });
    expect(offered.json().data.methods).toEqual(['cash', 'credit_card']);
    expect(await lastAudit()).toMatchObject({
      action: 'settings.updated',
      details: { section: 'payment', methods: 'cash, credit_card' },
    });
    const order = await ctx.placeOrder(headers, { table: 4 });
    const askSodexo = () =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/request-bill`,
        headers,
        payload: { paymentMethod: 'sodexo' },
      });
    const refused = await askSodexo();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Bu işletme Sodexo ile ödeme kabul etmiyor');
    await call('PUT', '/settings/payment', owner, PAYMENT);
    expect((await askSodexo()).statusCode).toBe(201);
  });

  it('VAT mode: new orders are priced the new way, an open order keeps its bill', async () => {
    const open = await ctx.placeOrder(headers, { table: 5 });
    const billOf = async (id: string) =>
      (await call('GET', `/orders/${id}`, owner)).json().data.bill as {
        total: number;
        subtotal: number;
      };
    const before = await billOf(open.id);
    const res = await call('PUT', '/settings/tax', owner, { includedInPrice: false });
    expect(res.statusCode, res.body).toBe(200);
    try {
      expect(await billOf(open.id)).toEqual(before);
      const added = await ctx.placeOrder(headers, { table: 6 });
      // Menemen and two teas at 10 % VAT, now added on top of the same prices.
      expect(priced(added).subtotal).toBe(priced(open).subtotal);
      expect(added.total).toBeGreaterThan(open.total);
      expect((await billOf(added.id)).total).toBe(added.total);
      expect(await lastAudit()).toMatchObject({
        details: { section: 'tax', includedInPrice: false },
      });
    } finally {
      await call('PUT', '/settings/tax', owner, { includedInPrice: true });
    }
  });

  it('board thresholds: every role reads the new ones', async () => {
    const res = await call('PUT', '/settings/board', owner, { amberMinutes: 5, redMinutes: 12 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/settings/board', kitchen)).json().data).toEqual({
      amberMinutes: 5,
      redMinutes: 12,
    });
    const [row] = await db.select().from(businesses).where(eq(businesses.id, BOGAZ));
    // The ordering pause and the other keys are kept.
    expect(row!.settings.payment).toEqual(PAYMENT);
    await call('PUT', '/settings/board', owner, { amberMinutes: 10, redMinutes: 20 });
  });

  it('a service charge applies to orders placed afterwards, not to those placed before', async () => {
    const placedBefore = await ctx.placeOrder(headers, { table: 7 });
    const created = await call('POST', '/settings/service-charges', owner, CHARGE);
    expect(created.statusCode, created.body).toBe(201);
    const charge = created.json().data as { id: string };
    try {
      const after = await ctx.placeOrder(headers, { table: 8 });
      expect(priced(after).serviceChargeTotal - priced(placedBefore).serviceChargeTotal).toBe(
        Math.round(priced(placedBefore).subtotal / 10),
      );
      const again = await call('GET', `/orders/${placedBefore.id}`, owner);
      expect(again.json().data.total).toBe(placedBefore.total);
      expect(await lastAudit()).toMatchObject({
        details: { section: 'serviceCharge', name: 'Servis', calculation: 'percentage', value: 10 },
      });
    } finally {
      const off = await call('PUT', `/settings/service-charges/${charge.id}`, owner, {
        ...CHARGE,
        active: false,
      });
      expect(off.json().data.active).toBe(false);
    }
  });

  it("a campaign shows on the diner's menu while active, and leaves it when ended", async () => {
    const publicCodes = async () =>
      (
        (await app.inject({ url: `/api/campaigns/business/${BOGAZ}/public` })).json().data as {
          campaignCode: string;
        }[]
      ).map((c) => c.campaignCode);
    const created = await call('POST', '/settings/campaigns', owner, {
      ...CAMPAIGN,
      campaignCode: 'ogle10',
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json().data;
    expect(campaign).toMatchObject({
      campaignCode: 'OGLE10',
      startDate: '2026-01-01',
      endDate: '2099-12-31',
    });
    expect(await publicCodes()).toContain('OGLE10');
    await call('PUT', `/settings/campaigns/${campaign.id}`, owner, { ...CAMPAIGN, active: false });
    expect(await publicCodes()).not.toContain('OGLE10');
    expect(await lastAudit()).toMatchObject({
      details: { section: 'campaign', code: 'OGLE10', active: false },
    });
  });

  it("stations: a category's dishes move to the station the kitchen display filters by", async () => {
    const { categories: list } = await settingsOf();
    const tatli = list.find((c: { name: string }) => c.name === 'Tatlılar') ?? list[0];
    const res = await call('PUT', '/settings/stations', owner, {
      categories: [{ categoryId: tatli.id, station: 'Tatlı Tezgâhı' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const stations = (await call('GET', '/stations', kitchen)).json().data;
    // Saving the same stations again changes nothing and records nothing.
    const events = async () => (await call('GET', '/audit', owner)).json().data.length as number;
    const recorded = await events();
    const same = await call('PUT', '/settings/stations', owner, {
      categories: [{ categoryId: tatli.id, station: 'Tatlı Tezgâhı' }],
    });
    expect(same.statusCode).toBe(200);
    expect(await events()).toBe(recorded);
    expect(stations.stations).toContain('Tatlı Tezgâhı');
    expect(await lastAudit()).toMatchObject({
      details: { section: 'stations', changes: `${tatli.name}: ${tatli.station} → Tatlı Tezgâhı` },
    });
  });

  it("the profile: the diner's app reads the new name and phone", async () => {
    const res = await call('PUT', '/settings/profile', owner, {
      ...PROFILE,
      name: 'Boğaziçi Meyhane',
    });
    expect(res.statusCode, res.body).toBe(200);
    const business = (await app.inject({ url: `/api/business/${BOGAZ}` })).json().data;
    expect(business).toMatchObject({ name: 'Boğaziçi Meyhane', phone: '0212 555 12 34' });
    expect(business.address).toMatchObject({ ...PROFILE.address, country: 'Türkiye' });
  });
});
