import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp } from '../../../test/app.ts';

const { app, db, config } = await createTestApp();
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const EGE = DEMO_BUSINESS_IDS.ege;
const CLOSED = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const UNKNOWN = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const NOT_FOUND = 'İşletme bilgisi bulunamadı veya yüklenemedi.';

beforeAll(async () => {
  await seedDemoData({ db, config });
  await db.insert(businesses).values({
    id: CLOSED,
    name: 'Kapalı Kafe',
    address: { street: 'Yok Sok. 1', city: 'Ankara', state: '', zipCode: '', country: 'Türkiye' },
    active: false,
  });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('business list', () => {
  it.each(['/api/business', '/api/business/active'])(
    '%s lists the active businesses only',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as { id: string; _id: string; name: string }[];
      expect(list.map((b) => b.name)).toEqual([
        'Boğaziçi Lokantası',
        'Ege Sofrası',
        'Kuğulu Kahvecisi',
      ]);
      expect(list[0]).toMatchObject({
        id: BOGAZ,
        _id: BOGAZ,
        address: { city: 'İstanbul' },
        phone: '+90 212 263 45 67',
        logo: expect.stringMatching(/^\/uploads\//),
        coverImage: expect.any(String),
        rating: expect.any(Number),
        ratingAverage: expect.any(Number),
        ratingCount: expect.any(Number),
        isActive: true,
      });
    },
  );
});

describe('one business', () => {
  it.each(['/api/business/', '/api/businesses/'])(
    '%s{id} answers an active business',
    async (prefix) => {
      const res = await get(prefix + EGE);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: EGE,
        _id: EGE,
        name: 'Ege Sofrası',
        active: true,
      });
    },
  );

  it('accepts an upper-case id, as a QR code may carry it', async () => {
    const res = await get(`/api/business/${EGE.toUpperCase()}`);
    expect(res.json().data.id).toBe(EGE);
  });

  it.each([CLOSED, UNKNOWN])('answers 404 with the menu message for %s', async (id) => {
    for (const path of ['', '/data', '/settings', '/settings/payment/public', '/tables']) {
      const res = await get(`/api/business/${id}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: NOT_FOUND });
    }
    expect((await get(`/api/businesses/${id}`)).statusCode).toBe(404);
  });

  it.each(['rest1', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz', `${BOGAZ}0`, '[object Object]'])(
    'answers 400 in Turkish for the malformed id %s',
    async (id) => {
      for (const path of ['', '/data', '/status', '/settings', '/tables']) {
        const res = await get(`/api/business/${encodeURIComponent(id)}${path}`);
        expect(res.statusCode, path).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: 'Geçersiz işletme kimliği' });
      }
    },
  );
});

describe('status, settings and data', () => {
  it('tells an active business from an inactive one, and 404s an unknown one', async () => {
    expect((await get(`/api/business/${BOGAZ}/status`)).json()).toEqual({
      success: true,
      data: {
        isActive: true,
        open: true,
        opensAt: null,
        closesAt: null,
        openingHours: {
          days: Array(7).fill({ closed: false, opens: '00:00', closes: '24:00' }),
        },
      },
    });
    expect((await get(`/api/business/${CLOSED}/status`)).json().data).toEqual({
      isActive: false,
      open: true,
      opensAt: null,
      closesAt: null,
      openingHours: null,
    });
    expect((await get(`/api/business/${UNKNOWN}/status`)).statusCode).toBe(404);
  });

  it('shows the payment flags and VAT inclusion, nothing else of the settings', async () => {
    const res = await get(`/api/business/${BOGAZ}/settings`);
    expect(res.json().data).toEqual({
      payment: {
        acceptCash: true,
        acceptCreditCard: true,
        acceptOnlinePayment: false,
        acceptSodexo: true,
        acceptMutlinet: false,
        methods: ['cash', 'credit_card', 'sodexo'],
      },
      tax: { includedInPrice: true },
    });
    // Ege Sofrası flags online payment, but no provider is configured to take it (ADR 063).
    const payment = await get(`/api/business/${EGE}/settings/payment/public`);
    expect(payment.json().data).toMatchObject({ acceptOnlinePayment: true });
    expect(payment.json().data.methods).toEqual(['cash', 'credit_card', 'mutlinet']);
  });

  it('says whether the phone pays online: the flag AND a provider, and when the twin stands in', async () => {
    // Issue 34 (ADR 086): tests run with the local iyzico twin as the provider.
    const ege = await get(`/api/business/${EGE}/settings/payment/public`);
    expect(ege.json().data.online).toEqual({ enabled: true, provider: 'iyzico', twin: true });
    const bogaz = await get(`/api/business/${BOGAZ}/settings/payment/public`);
    expect(bogaz.json().data.online).toEqual({ enabled: false, provider: 'iyzico', twin: true });
  });

  it('falls back to cash and credit card when the stored flags are missing', async () => {
    await db
      .update(businesses)
      .set({ settings: {} as never })
      .where(eq(businesses.id, CLOSED));
    await db.update(businesses).set({ active: true }).where(eq(businesses.id, CLOSED));
    const res = await get(`/api/business/${CLOSED}/settings/payment/public`);
    await db.update(businesses).set({ active: false }).where(eq(businesses.id, CLOSED));
    expect(res.json().data.methods).toEqual(['cash', 'credit_card']);
  });

  it('gives the business, its public settings and its tables in one call', async () => {
    const res = await get(`/api/business/${EGE}/data`);
    expect(res.statusCode).toBe(200);
    const { business, settings, tables } = res.json().data;
    expect(business.name).toBe('Ege Sofrası');
    expect(settings.tax.includedInPrice).toBe(true);
    expect(tables).toHaveLength(8);
    expect(tables.every((t: { businessId: string }) => t.businessId === EGE)).toBe(true);
  });

  it('documents every business call in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/business',
      '/api/business/active',
      '/api/business/{id}',
      '/api/businesses/{id}',
      '/api/business/{id}/data',
      '/api/business/{id}/status',
      '/api/business/{id}/settings',
      '/api/business/{id}/settings/payment/public',
      '/api/business/{id}/tables',
    ]) {
      expect(doc.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});
