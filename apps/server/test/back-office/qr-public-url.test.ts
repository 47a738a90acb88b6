import { describe, expect, it } from 'vitest';
import { createLiveApp } from '../live-orders/live-fixture.ts';

// Issue 29: the staff app warns when the printed codes would open localhost; the server says
// where they point. Here PUBLIC_URL is the restaurant's address: no warning is asked for. The
// staff e2e spec qr-loopback.spec.ts walks the localhost case.
const ctx = await createLiveApp({ PUBLIC_URL: 'https://masa.example.com/' });
const { app } = ctx;

describe('GET /api/staff/tables/qr-url', () => {
  it('answers owners the public URL the codes carry, not loopback; waiters 403', async () => {
    const owner = await app.inject({
      url: '/api/staff/tables/qr-url',
      headers: await ctx.staffHeaders('bogaz'),
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data).toEqual({ publicUrl: 'https://masa.example.com', loopback: false });
    const waiter = await app.inject({
      url: '/api/staff/tables/qr-url',
      headers: await ctx.staffHeaders('bogaz', 'waiter'),
    });
    expect(waiter.statusCode).toBe(403);
  });
});
