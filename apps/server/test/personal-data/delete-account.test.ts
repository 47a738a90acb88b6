import { businessToday } from '@masa/core/reports/report-days';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, refreshTokens, reviews, users } from '../../src/db/schema/index.ts';
import { issueSession } from '../../src/domain/auth/issue-session.ts';
import { newId } from '../../src/lib/ids.ts';
import { bearer, login, register } from '../auth/helpers.ts';
import { socketClients } from '../live-orders/socket-helpers.ts';
import { createReportApp } from '../reports/report-fixture.ts';

// Issue 35 §5 (KVKK 6698 art. 7, ADR 090): 'Hesabımı sil'. The account goes and its sessions
// end at once; its orders stay for the restaurant's books (VUK art. 253) without the diner's
// name, e-mail or phone, and the day's report and the bill keep every kuruş.
const ctx = await createReportApp();
const { app, db, config, placeOrder, recordPayment, report, billOf } = ctx;
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));
const today = businessToday();

const deleteMe = (token: string, payload?: object) =>
  app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(token), payload });
const me = (token: string) => app.inject({ url: '/api/customer-users/me', headers: bearer(token) });
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('DELETE /api/users/me', () => {
  it('erases the account, keeps its paid order anonymised with the report and bill unchanged in money, and ends its sessions', async () => {
    const diner = await register(app, { name: 'Silinecek Müşteri', phone: '0532 765 4321' });
    const order = await placeOrder(
      bearer(diner.token),
      [
        { name: 'Humus', quantity: 2 },
        { name: 'Ayran', quantity: 1 },
      ],
      { table: 5 },
    );
    const paid = await recordPayment(order.id, { method: 'cash', tip: 10_00 });
    expect(paid.statusCode, paid.body).toBe(201);
    await db.insert(reviews).values({
      businessId: order.businessId,
      userId: diner.user.id,
      orderId: order.id,
      rating: 4,
      comment: 'Humus güzeldi',
    });
    const [placed] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(placed).toMatchObject({ customerName: 'Silinecek Müşteri', customerEmail: diner.email });
    const reportBefore = await report('bogaz', today);
    const billBefore = await billOf(order.id, 'bogaz');
    const socket = await sockets.open(app, `Bearer ${diner.token}`);
    const gone = disconnected(socket);

    // Without the password, or with a wrong one: refused in Turkish, nothing erased.
    const bare = await deleteMe(diner.token);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Hesabınızı silmek için şifrenizi girin.');
    const wrong = await deleteMe(diner.token, { password: 'yanlis-sifre' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Şifreniz yanlış. Hesabınız silinmedi.');
    expect((await me(diner.token)).statusCode).toBe(200);

    const deleted = await deleteMe(diner.token, { password: diner.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ data: { deleted: true } });

    // Signed out everywhere at once: the access token, the socket and the refresh token.
    expect((await me(diner.token)).statusCode).toBe(401);
    expect(await gone).toBe('io server disconnect');
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: diner.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login(app, diner.email, diner.password)).statusCode).toBe(401);

    // Nothing of the person is left in the account's tables; the order stays, anonymised.
    expect(await db.select().from(users).where(eq(users.id, diner.user.id))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.orderId, order.id))).toEqual([]);
    const tokens = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.subjectId, diner.user.id));
    expect(tokens.every((t) => t.revokedAt !== null && t.userAgent === null)).toBe(true);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      userId: null,
      customerName: 'Misafir',
      customerEmail: null,
      customerPhone: null,
      total: placed!.total,
      isPaid: true,
    });
    expect(JSON.stringify(kept)).not.toContain('Silinecek');
    // Every money figure of the day stays; only the review went, with the account (ADR 090).
    const { ratings: ratingsAfter, ...moneyAfter } = await report('bogaz', today);
    const { ratings: ratingsBefore, ...moneyBefore } = reportBefore;
    expect(moneyAfter).toEqual(moneyBefore);
    expect(moneyAfter).toMatchObject({ orders: 1, payments: 1, tips: 10_00 });
    expect(ratingsAfter.count).toBe(ratingsBefore.count - 1);
    expect(await billOf(order.id, 'bogaz')).toEqual(billBefore);

    // The address is free again: signing up with it makes a new, empty account.
    const again = await register(app, { email: diner.email });
    expect(again.user.id).not.toBe(diner.user.id);
  });

  it('a guest deletes its account with its session alone', async () => {
    const guest = await app.inject({
      method: 'POST',
      url: '/api/users/customer/guest',
      payload: {},
    });
    const { token, user } = guest.json().data as { token: string; user: { id: string } };
    const res = await deleteMe(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a Google account (no password) needs a sign-in of the last 15 minutes', async () => {
    const [user] = await db
      .insert(users)
      .values({
        id: newId(),
        name: 'Google Kullanıcı',
        email: `google.${Date.now()}@example.com`,
        googleSubject: `g-${Date.now()}`,
        inviteCode: `G${Date.now().toString(36).toUpperCase()}`,
      })
      .returning();
    const stale = await issueSession({ db, config, user: user!, now: app.clock.now() });
    await db
      .update(refreshTokens)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(refreshTokens.subjectId, user!.id));
    const refused = await deleteMe(stale.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Hesabınızı silmek için lütfen çıkış yapıp yeniden giriş yapın, sonra 15 dakika içinde tekrar deneyin.',
    );
    const fresh = await issueSession({ db, config, user: user!, now: app.clock.now() });
    expect((await deleteMe(fresh.token)).statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    // Both sessions ended, the stale one too.
    expect((await me(stale.token)).statusCode).toBe(401);
  });

  it('needs a signed-in diner', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(401);
  });
});
