import type { AddressInfo } from 'node:net';
import { inputOfBill, priceSelection } from '@masa/core/bill/bill';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createBillApp } from './bill-fixture.ts';
import { connectSocket } from '../live-orders/socket-helpers.ts';

const ctx = await createBillApp();
const { app, db, headers, placeOrder, requestBill, readBill } = ctx;

type BillItem = {
  id: string;
  name: string;
  quantity: number;
  freeQuantity: number;
  unitPrice: number;
  vatRate: number;
  remainingQuantity: number;
  availableQuantity: number;
};

describe('GET /orders/{orderId}/bill', () => {
  it("gives the business's methods, the tax setting and per-item figures the web prices with", async () => {
    await db
      .update(businesses)
      .set({
        settings: {
          payment: {
            acceptCash: true,
            acceptCreditCard: true,
            acceptOnlinePayment: true,
            acceptSodexo: false,
            acceptMutlinet: true,
          },
          tax: { includedInPrice: false },
        },
      })
      .where(eq(businesses.id, DEMO_BUSINESS_IDS.ege));
    const lines = [
      { name: 'Haydari', quantity: 3 },
      { name: 'Fıçı Bira (50 cl)', quantity: 2 },
    ];
    const order = await placeOrder(headers, lines, { slug: 'ege', table: 1 });
    const res = await readBill(order.id, headers);
    expect(res.statusCode, res.body).toBe(200);
    const bill = res.json().data;
    expect(bill).toMatchObject({
      orderId: order.id,
      allPaid: false,
      taxIncludedInPrice: false,
      // No online payment provider is configured (ADR 063): the flag alone offers nothing.
      paymentMethods: ['cash', 'credit_card', 'mutlinet'],
      splitPaymentMethods: ['cash', 'credit_card', 'mutlinet'],
      tipOptions: [0, 5, 10, 15, 20],
      splitTipOptions: [0, 5, 10, 15, 20],
      total: order.total,
      remainingAmount: order.total,
      splitRequests: [],
      bill: { total: order.total, paid: 0, left: order.total, taxIncludedInPrice: false },
    });
    // Nor does the server take a request to pay online there.
    const online = await requestBill(order.id, headers, { paymentMethod: 'online' });
    expect(online.statusCode, online.body).toBe(400);
    expect(online.json().message).toBe('Bu işletme Online Ödeme ile ödeme kabul etmiyor');
    // What the split screen computes from the bill it was given is what the server charges.
    const items: BillItem[] = bill.items;
    const shown = priceSelection(
      inputOfBill(bill.bill),
      { lines: Object.fromEntries(items.map((item) => [item.id, 1])) },
      15,
    );
    const asked = await requestBill(order.id, headers, {
      isSplitBill: true,
      paymentMethod: 'credit_card',
      tipPercentage: 15,
      selectedItems: Object.fromEntries(items.map((item) => [item.id, 1])),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({
      total: shown.total,
      tip: shown.tip,
      vatTotal: shown.vatTotal,
    });
    const after = (await readBill(order.id, headers)).json().data;
    expect(after.items.map((i: BillItem) => i.availableQuantity)).toEqual(
      items.map((i) => i.quantity - 1),
    );
  });

  it('answers 401 without a token, 400 for a malformed id, 404 for an order the caller may not see', async () => {
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 1 }]);
    expect((await app.inject({ url: `/api/orders/${order.id}/bill` })).statusCode).toBe(401);
    expect((await readBill('abc', headers)).statusCode).toBe(400);
    expect((await readBill('0123456789abcdef01234567', headers)).statusCode).toBe(404);
    const stranger = await ctx.newCustomer('Başka Biri');
    const res = await readBill(order.id, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Hesap istenilecek sipariş bulunamadı.');
  });
});

describe('OpenAPI', () => {
  it('documents the bill and review calls of 001 §7 from their schemas', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    const calls: [string, string][] = [
      ['post', '/api/orders/{orderId}/request-bill'],
      ['put', '/api/orders/{orderId}/request-bill'],
      ['post', '/api/orders/{orderId}/bill'],
      ['put', '/api/orders/{orderId}/bill'],
      ['get', '/api/orders/{orderId}/bill'],
      ['post', '/api/reviews'],
      ['get', '/api/reviews'],
      ['get', '/api/reviews/user/me'],
    ];
    for (const [method, path] of calls) {
      expect(doc.paths[path]?.[method]?.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
    const body =
      doc.paths['/api/orders/{orderId}/request-bill'].post.requestBody.content['application/json']
        .schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['tipPercentage', 'selectedItems', 'paymentMethod']),
    );
  });
});

await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.close()));

describe('realtime news of bill and split requests', () => {
  const open = (authorization: string) =>
    connectSocket(url, { token: authorization.slice(7) }, sockets);
  const next = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

  it("tells the business's staff of each bill and split request, and the diner's order room", async () => {
    const staff = await open((await ctx.staffHeaders('bogaz')).authorization!);
    const diner = await open(headers.authorization!);
    const order = await placeOrder(headers, [{ name: 'Humus', quantity: 2 }]);
    const joined = next(diner, 'room:joined');
    diner.emit('join:order', { orderId: order.id });
    await joined;

    const billNotice = next<{ kind: string; orderId: string; id: string }>(staff, 'staff:notice');
    const billUpdate = next<{ change: string }>(diner, 'order:updated');
    const bill = (await requestBill(order.id, headers, { tipPercentage: 5 })).json().data;
    expect(await billNotice).toMatchObject({
      kind: 'bill_request',
      orderId: order.id,
      id: bill.id,
    });
    expect(await billUpdate).toMatchObject({ change: 'bill' });

    const splitNotice = next<{ kind: string; id: string }>(staff, 'staff:notice');
    const splitUpdate = next<{ change: string }>(diner, 'order:updated');
    const payload = {
      isSplitBill: true,
      paymentMethod: 'cash',
      selectedItems: { [order.items[0]!.id]: 1 },
    };
    const split = (await requestBill(order.id, headers, payload)).json().data;
    expect(await splitNotice).toMatchObject({ kind: 'split_request', id: split.id });
    expect(await splitUpdate).toMatchObject({ change: 'split_request' });
  });
});
