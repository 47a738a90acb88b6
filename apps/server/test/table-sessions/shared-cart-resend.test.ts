import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';

// Issue 30: a phone that added a dish offline sends the line when the connection returns, and
// sends it again with the same Idempotency-Key when that answer was lost with the signal. The
// line is added once; the repeat answers the cart as it is now.
const ctx = await createLiveApp();
const { app } = ctx;
type Headers = Record<string, string>;
type Cart = { version: number; lines: { name: string; quantity: number }[] };

const CART = '/api/tables/sessions/current/cart';
const add = (who: Headers, productId: string, key?: string, quantity = 1) =>
  app.inject({
    method: 'POST',
    url: `${CART}/lines`,
    headers: { ...who, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { productId, quantity },
  });
const lines = (cart: Cart) => cart.lines.map((line) => `${line.name} ×${line.quantity}`);

async function twoDiners(table: number) {
  const tableId = DEMO_TABLE_IDS.bogaz[table]!;
  const a = (await ctx.joinTable(tableId, (await ctx.newCustomer('Ayşe Kaya')).headers)).headers;
  const b = (await ctx.joinTable(tableId, (await ctx.newCustomer('Berk Can')).headers)).headers;
  return { a, b };
}

describe('a shared cart line sent again with its Idempotency-Key', () => {
  it('is added once, and the repeat answers the cart as it is now', async () => {
    const { a, b } = await twoDiners(6);
    const first = await add(a, ctx.menemen.id, 'line-offline-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Meanwhile Berk adds a tea; Ayşe's phone, which never read the first answer, sends again.
    expect((await add(b, ctx.cay.id)).statusCode).toBe(201);
    const again = await add(a, ctx.menemen.id, 'line-offline-1');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const cart = again.json().data as Cart;
    expect(lines(cart).sort()).toEqual(['Menemen ×1', 'Çay ×1']);
    // A new key is a new tap: the same dish grows (001 §4).
    const second = (await add(a, ctx.menemen.id, 'line-offline-2')).json().data as Cart;
    expect(lines(second).sort()).toEqual(['Menemen ×2', 'Çay ×1']);
    // A key is one request: the same key with another dish is refused, and adds nothing.
    const reused = await add(a, ctx.cay.id, 'line-offline-2');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('sent twice at the same moment, adds one line', async () => {
    const { a } = await twoDiners(7);
    const answers = await Promise.all([
      add(a, ctx.menemen.id, 'line-twice', 2),
      add(a, ctx.menemen.id, 'line-twice', 2),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const cart = (await app.inject({ url: CART, headers: a })).json().data as Cart;
    expect(lines(cart)).toEqual(['Menemen ×2']);
  });

  it('keys are the diner’s: another phone of the sitting with the same key adds its own line', async () => {
    const { a, b } = await twoDiners(8);
    expect((await add(a, ctx.cay.id, 'same-words')).statusCode).toBe(201);
    const other = await add(b, ctx.cay.id, 'same-words');
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(lines(other.json().data as Cart)).toEqual(['Çay ×1', 'Çay ×1']);
  });

  it('without a sitting key, answers 403 and writes nothing', async () => {
    const stranger = await ctx.newCustomer('Yabancı');
    const refused = await add(stranger.headers, ctx.cay.id, 'no-sitting');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('TABLE_SESSION_REQUIRED');
  });
});
