import { describe, expect, it } from 'vitest';
import { demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from './live-fixture.ts';

// A staff member who signs out on a shared tablet: the token left in that browser stops at
// once (docs/decisions/010-sessions-end-at-once.md).
const { app } = await createLiveApp();

describe('POST /api/staff/logout', () => {
  it('ends the staff session: its access token is refused and its refresh token is dead', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: demoStaffEmail('bogaz'), password: 'staff1234' },
      remoteAddress: '10.9.8.7',
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token, refreshToken } = login.json().data as { token: string; refreshToken: string };
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.inject({ url: '/api/staff/orders', headers })).statusCode).toBe(200);

    const out = await app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers,
      payload: { refreshToken },
    });
    expect(out.json()).toMatchObject({ success: true, data: { revoked: true } });
    expect((await app.inject({ url: '/api/staff/orders', headers })).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
