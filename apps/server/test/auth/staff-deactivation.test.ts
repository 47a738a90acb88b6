import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_STAFF_PASSWORD, demoCrewEmail, demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { socketClients } from '../live-orders/socket-helpers.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';

// Access tokens of a deactivated staff member kept working until they expired, and their
// sockets kept receiving the business's orders (docs/decisions/010-sessions-end-at-once.md).
const ctx = await createOrderingApp();
const { app, db } = ctx;
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

const login = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password: DEMO_STAFF_PASSWORD },
  });
  return res;
};
const session = async (email: string) => {
  const res = await login(email);
  expect(res.statusCode, res.body).toBe(200);
  const { token, refreshToken } = res.json().data as { token: string; refreshToken: string };
  return { token, refreshToken, headers: { authorization: `Bearer ${token}` } };
};
const idOf = async (email: string) =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!.id;
const deactivate = (who: Record<string, string>, staffId: string) =>
  app.inject({ method: 'POST', url: `/api/staff/members/${staffId}/deactivate`, headers: who });
const board = (who: Record<string, string>) =>
  app.inject({ url: '/api/staff/orders', headers: who });

describe('deactivating a staff member', () => {
  it('ends their sessions at once: token refused, socket closed, refresh and sign-in refused', async () => {
    const waiterEmail = demoCrewEmail('bogaz', 'waiter');
    const waiter = await session(waiterEmail);
    expect((await board(waiter.headers)).statusCode).toBe(200);
    const socket: Socket = await sockets.open(app, `Bearer ${waiter.token}`);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const manager = await session(demoCrewEmail('bogaz', 'manager'));
    const res = await deactivate(manager.headers, await idOf(waiterEmail));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: waiterEmail, active: false });

    const after = await board(waiter.headers);
    expect(after.statusCode).toBe(401);
    expect(await gone).toBe('io server disconnect');
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: waiter.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login(waiterEmail)).statusCode).toBe(401);
  });

  it('is for owners and managers of the business only; nobody deactivates themselves', async () => {
    const kitchenEmail = demoCrewEmail('bogaz', 'kitchen');
    const kitchen = await session(kitchenEmail);
    const manager = await session(demoCrewEmail('bogaz', 'manager'));
    const ownerId = await idOf(demoStaffEmail('bogaz'));
    expect((await deactivate(kitchen.headers, ownerId)).statusCode).toBe(403);
    expect((await deactivate(manager.headers, ownerId)).statusCode).toBe(403);
    const self = await deactivate(manager.headers, await idOf(demoCrewEmail('bogaz', 'manager')));
    expect(self.statusCode).toBe(400);
    const foreign = await session(demoStaffEmail('ege'));
    expect((await deactivate(foreign.headers, await idOf(kitchenEmail))).statusCode).toBe(404);
    // Nothing changed: the kitchen still works.
    expect((await board(kitchen.headers)).statusCode).toBe(200);
    const [owner] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, ownerId));
    expect(owner!.active).toBe(true);
  });
});
