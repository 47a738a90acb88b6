import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';

// docs/decisions/008-security-headers.md
const plain = await createOrderingApp();
const https = await createOrderingApp({ PUBLIC_URL: 'https://masa.example.com' });

describe('security headers', () => {
  it('are on API answers: strict policy, nosniff, referrer policy, no HSTS over http', async () => {
    const res = await plain.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and upgrade-insecure-requests when the public address is https', async () => {
    const res = await https.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('give the printable QR sheet a policy that admits its own stylesheet by hash only', async () => {
    const [owner] = await plain.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, demoStaffEmail('bogaz')));
    const token = await signAccessToken(
      { kind: 'staff', staffId: owner!.id, businessId: owner!.businessId, role: owner!.role },
      { secret: plain.config.jwtSecret, ttlSeconds: 60 },
    );
    const res = await plain.app.inject({
      url: '/api/staff/tables/qr-sheet',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("default-src 'none'");
  });

  it('let only the API docs apply inline styles', async () => {
    const res = await plain.app.inject('/api/docs/static/index.html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
  });
});
