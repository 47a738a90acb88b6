import { calculateOrderTotals } from '@masa/core/money/calculate-order-totals';
import { listScheduledSlots } from '@masa/core/orders/scheduled-slots';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderItems, orders, tables } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { loadOrderResponse } from '../../src/domain/orders/load-order-response.ts';
import { createOrderingApp } from './ordering-fixture.ts';

const ctx = await createOrderingApp();
const { app, db, headers } = ctx;
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const salon4 = DEMO_TABLE_IDS.bogaz[3]!; // 4 seats
const camKenari1 = DEMO_TABLE_IDS.bogaz[0]!; // 2 seats

const menemen = await ctx.product('bogaz', 'Menemen');
const tost = await ctx.product('bogaz', 'Kaşarlı Tost');
const kofte = await ctx.product('bogaz', 'Izgara Köfte');
const ekmek = await ctx.product('bogaz', 'Ekmek Sepeti');

/** A diner who scanned the table's code: its access token goes with every order (ADR 015). */
const place = async (payload: unknown, extraHeaders: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...headers,
      ...(await ctx.tokenHeaderFor((payload as { tableId?: unknown } | null)?.tableId)),
      ...extraHeaders,
    },
    payload: payload as object,
  });

const basic = (overrides: Record<string, unknown> = {}) => ({
  businessId: bogaz,
  tableId: salon4,
  personCount: 2,
  items: [{ productId: menemen.id, quantity: 1 }],
  ...overrides,
});

const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;

afterEach(() => vi.useRealTimers());

describe('POST /orders', () => {
  it('prices every line from the database and ignores tampered prices', async () => {
    const res = await place({
      ...basic({ personCount: 3 }),
      items: [
        {
          productId: tost.id,
          quantity: 2,
          price: 1,
          originalPrice: 1,
          selectedAdditions: ['Kaşar Peyniri', { name: 'Turşu', price: 0 }],
        },
        {
          productId: kofte.id,
          quantity: 1,
          price: 0,
          selectedOptions: { Pişirme: 'Orta', Boy: ['Büyük'] },
          notes: 'Ekstra: Turşu\nAz pişmiş olsun',
        },
        {
          productId: ekmek.id,
          quantity: 2,
          freeQuantity: 2,
          isFreeProduct: true,
          originalPrice: 0,
        },
      ],
      serviceCharges: [{ calculatedAmount: 0 }],
      total: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Siparişiniz başarıyla oluşturuldu!');
    const order = body.data;
    // What the app computes from the menu JSON with the same core function.
    const expected = calculateOrderTotals({
      lines: [
        { unitPrice: 144_00 + 3_00 + 2_00, quantity: 2, vatRate: 10 },
        { unitPrice: 380_00 + 15_00, quantity: 1, vatRate: 10 },
        { unitPrice: 30_00, originalPrice: 30_00, quantity: 2, freeQuantity: 2, vatRate: 10 },
      ],
      serviceCharges: [{ calculation: 'per_person', value: 50_00 }],
      personCount: 3,
      taxIncludedInPrice: true,
    });
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      isPaid: false,
      personCount: 3,
      subtotal: expected.subtotal,
      vatAmount: expected.vatTotal,
      serviceChargeTotal: 150_00,
      total: expected.total,
      discountTotal: 2 * 16_00,
      customer: { userId: ctx.userId, name: 'Deniz Yılmaz' },
      business: { id: bogaz, name: 'Boğaziçi Lokantası' },
      table: { id: salon4, name: 'Salon 4', number: 4 },
      canEdit: true,
    });
    expect(order.items.map((i: { price: number }) => i.price)).toEqual([149_00, 395_00, 30_00]);
    expect(order.items[1].selectedOptions).toEqual({ Pişirme: ['Orta'], Boy: ['Büyük'] });
    expect(order.items[2]).toMatchObject({ freeQuantity: 2, isFreeProduct: true, lineTotal: 0 });
    expect(order.serviceCharges).toEqual([
      expect.objectContaining({
        type: 'cover_charge',
        name: 'Kuver',
        quantity: 3,
        calculatedAmount: 150_00,
      }),
    ]);
    const window = new Date(order.editableUntil).getTime() - new Date(order.createdAt).getTime();
    expect(window).toBe(60_000);
    // What was written is what was answered, field for field.
    const stored = await loadOrderResponse({
      db,
      orderId: order.id,
      now: new Date(order.createdAt),
    });
    expect(stored).toEqual(order);
  });

  it('numbers orders per business, one after another', async () => {
    const first = (await place(basic())).json().data.orderNumber;
    const second = (await place(basic())).json().data.orderNumber;
    expect(second).toBe(first + 1);
  });

  it('gives concurrent orders distinct numbers, and each business its own count', async () => {
    const placed = await Promise.all(Array.from({ length: 12 }, () => place(basic())));
    const numbers = placed.map((res) => res.json().data.orderNumber as number);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(sorted.at(-1)! - sorted[0]!).toBe(11); // no number skipped when every write succeeds
    const ege = await place({
      businessId: DEMO_BUSINESS_IDS.ege,
      tableId: DEMO_TABLE_IDS.ege[0]!,
      personCount: 1,
      items: [{ productId: (await ctx.product('ege', 'Haydari')).id, quantity: 1 }],
    });
    expect(ege.statusCode, ege.body).toBe(201);
    expect(ege.json().data.orderNumber).toBe(1); // the demo data has no orders at Ege
  });

  it('gives a required option left out its first choice', async () => {
    const res = await place(basic({ items: [{ productId: kofte.id, quantity: 1 }] }));
    expect(res.json().data.items[0].selectedOptions).toEqual({ Pişirme: ['Az'], Boy: ['Küçük'] });
    expect(res.json().data.items[0].price).toBe(380_00);
  });

  it('accepts a time slot the app offers for a scheduled order', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T09:10:00Z')); // 12:10 in Istanbul
    const [slot] = listScheduledSlots(new Date());
    const res = await place(
      basic({ orderType: 'scheduled', scheduledFor: slot!.value, schedulingNotes: 'Doğum günü' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ orderType: 'scheduled', scheduledFor: slot!.value });
  });

  const refusals: [string, unknown, number, string][] = [
    ['an empty cart', basic({ items: [] }), 400, 'Sepetiniz boş.'],
    ['a cart without items', { businessId: bogaz, tableId: salon4 }, 400, 'Sepetiniz boş.'],
    ['no people', basic({ personCount: 0 }), 400, 'Kişi sayısı en az 1 olmalıdır'],
    ['21 people', basic({ personCount: 21 }), 400, 'Kişi sayısı en fazla 20 olabilir'],
    [
      'more than twice as many people as seats',
      basic({ tableId: camKenari1, personCount: 5 }),
      400,
      'Bu masa 2 kişilik; en fazla 4 kişilik bir grup sipariş verebilir',
    ],
    [
      'a scheduled order without a time',
      basic({ orderType: 'scheduled' }),
      400,
      'Lütfen sipariş saatini seçin',
    ],
    [
      'a time 10 minutes ahead',
      basic({
        orderType: 'scheduled',
        scheduledFor: new Date(Date.now() + 10 * 60_000).toISOString(),
      }),
      400,
      'Sipariş en az 30 dakika sonrası için verilebilir',
    ],
    [
      'a time past 23:30 today',
      basic({
        orderType: 'scheduled',
        scheduledFor: new Date(Date.now() + 24 * 3600_000).toISOString(),
      }),
      400,
      'Sipariş en geç bugün saat 23:30 için verilebilir',
    ],
    [
      'a 201-character note',
      basic({ items: [{ productId: menemen.id, quantity: 1, notes: 'a'.repeat(201) }] }),
      400,
      'Not en fazla 200 karakter olabilir',
    ],
    [
      'an unknown product',
      basic({ items: [{ productId: 'cccccccccccccccccccccccc', quantity: 1 }] }),
      404,
      'Ürün bulunamadı',
    ],
    [
      'a malformed product id',
      basic({ items: [{ productId: "1' or 1=1", quantity: 1 }] }),
      400,
      'Geçersiz ürün kimliği',
    ],
    ['a malformed table id', basic({ tableId: '../../etc' }), 400, 'Geçersiz masa kimliği'],
    ['a malformed business id', basic({ businessId: 42 }), 400, 'Geçersiz işletme kimliği'],
    ['an unknown table', basic({ tableId: 'table-nosuchtable' }), 404, 'Masa bulunamadı'],
    [
      'a table of another business',
      basic({ tableId: DEMO_TABLE_IDS.ege[0] }),
      400,
      'Masa bu işletmeye ait değil',
    ],
    [
      'a zero quantity',
      basic({ items: [{ productId: menemen.id, quantity: 0 }] }),
      400,
      'Adet en az 1 olmalıdır',
    ],
    [
      'a fractional quantity',
      basic({ items: [{ productId: menemen.id, quantity: 1.5 }] }),
      400,
      'Adet en az 1 olmalıdır',
    ],
    [
      'an unknown option choice',
      basic({ items: [{ productId: kofte.id, quantity: 1, selectedOptions: { Boy: ['Dev'] } }] }),
      400,
      "Geçersiz ürün seçeneği: Izgara Köfte için 'Boy: Dev' bulunamadı",
    ],
    [
      'an unknown extra',
      basic({ items: [{ productId: tost.id, quantity: 1, selectedAdditions: ['Havyar'] }] }),
      400,
      "Geçersiz ekstra: Kaşarlı Tost için 'Havyar' bulunamadı",
    ],
    [
      'a free unit of a product no charge includes',
      basic({ items: [{ productId: menemen.id, quantity: 1, freeQuantity: 1 }] }),
      400,
      'Menemen ücretsiz ürünler arasında değil',
    ],
    [
      'more free units than the picker allows',
      basic({ personCount: 2, items: [{ productId: ekmek.id, quantity: 3, freeQuantity: 3 }] }),
      400,
      'En fazla 2 ücretsiz ürün seçebilirsiniz',
    ],
  ];

  it('takes the order of a party larger than its table, and says so with the seats (ADR 065)', async () => {
    await ctx.newSitting(camKenari1);
    const res = await place(basic({ tableId: camKenari1, personCount: 4 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      personCount: 4,
      table: { id: camKenari1, seats: 2 },
    });
    // In English the refusal of a party past twice the seats keeps its figures.
    await ctx.newSitting(camKenari1);
    const english = await place(basic({ tableId: camKenari1, personCount: 5 }), {
      'Accept-Language': 'en',
    });
    expect(english.statusCode, english.body).toBe(400);
    expect(english.json().message).toBe(
      'This table seats 2 people; a party of at most 4 can order here',
    );
  });

  it.each(refusals)(
    'refuses %s with a Turkish message and writes nothing',
    async (_name, payload, status, message) => {
      // A new party: the kuver and its free units are the sitting's first order's (ADR 054).
      await ctx.newSitting(salon4);
      const before = await orderCount();
      const res = await place(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(await orderCount()).toBe(before);
    },
  );

  it('refuses a product of another business', async () => {
    const ege = await ctx.product('ege', 'Haydari');
    const res = await place(
      basic({
        items: [
          { productId: menemen.id, quantity: 1 },
          { productId: ege.id, quantity: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'PRODUCT_NOT_IN_BUSINESS',
      message: 'Ürün bu işletmeye ait değil',
    });
  });

  it('refuses an unavailable product and an inactive table', async () => {
    const salep = await ctx.product('bogaz', 'Salep');
    const unavailable = await place(basic({ items: [{ productId: salep.id, quantity: 1 }] }));
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().message).toBe('Ürün şu anda sipariş verilemiyor: Salep');
    const bar = DEMO_TABLE_IDS.bogaz[9]!;
    await db.update(tables).set({ active: false }).where(eq(tables.id, bar));
    const inactive = await place(basic({ tableId: bar, personCount: 1 }));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('Masa şu anda hizmet dışı');
  });

  it('asks an anonymous visitor to sign in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/orders', payload: basic() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      error: 'AUTH_REQUIRED',
      message: 'Sipariş vermek için giriş yapmalısınız.',
    });
    const expired = await place(basic(), { authorization: 'Bearer not-a-token' });
    expect(expired.statusCode).toBe(401);
  });

  it('answers junk bodies with 4xx, never 500', async () => {
    for (const payload of [
      'null',
      '[]',
      '"x"',
      '{"items":"x"}',
      '{"items":[null]}',
      '{"items":[{"quantity":"2"}]}',
      '{',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await db.select({ n: count() }).from(orderItems))[0]!.n).toBeGreaterThan(0);
  });
});
