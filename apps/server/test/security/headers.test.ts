import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { buildApp } from '../../src/app.ts';
import { DEMO_BUSINESS_IDS, demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { signAccessToken } from '../../src/lib/access-token.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';

// docs/decisions/008-security-headers.md
const plain = await createOrderingApp();
const https = await createOrderingApp({ PUBLIC_URL: 'https://masa.example.com' });

/** An app with one HTML page of no policy of its own, as the apps' documents are. */
async function withPage(context: typeof plain) {
  const app = await buildApp({ config: context.config, db: context.db });
  app.get('/test-only/page', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<!doctype html><title>Masa</title>'),
  );
  await app.ready();
  return app;
}
const plainPages = await withPage(plain);
const httpsPages = await withPage(https);
afterAll(async () => {
  await plainPages.close();
  await httpsPages.close();
});

describe('security headers', () => {
  it('are on documents: strict policy, nosniff, referrer policy, no HSTS over http', async () => {
    const res = await plainPages.inject('/test-only/page');
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

  it('let a JSON answer load and be framed by nothing, without the document-only headers', async () => {
    for (const url of ['/api/health', `/api/products/business/${DEMO_BUSINESS_IDS.bogaz}`]) {
      const res = await plain.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      for (const name of ['cross-origin-opener-policy', 'x-xss-protection', 'origin-agent-cluster'])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // An error answer is JSON too.
    const missing = await plain.app.inject('/api/products/business/000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('add HSTS and upgrade-insecure-requests when the public address is https', async () => {
    const page = await httpsPages.inject('/test-only/page');
    expect(page.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const data = await https.app.inject('/api/health');
    expect(data.headers['strict-transport-security']).toBe('max-age=15552000');
  });

  it('give the printable QR sheet a policy that admits its own stylesheet by hash only', async () => {
    const [owner] = await plain.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, demoStaffEmail('bogaz')));
    const token = await signAccessToken(
      { kind: 'staff', staffId: owner!.id, businessId: owner!.businessId, role: owner!.role },
      { secret: plain.config.jwtSecret, ttlSeconds: 60, now: plain.app.clock.now() },
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
