import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { checkoutInput, payOnHostedForm, waitFor } from './iyzico-twin-fixture.ts';

/** The twin inside Masa's server, as `npm start` and the e2e runs have it (PAYMENT_PROVIDER default). */
describe('the iyzico twin mounted in the server (issue 34)', async () => {
  const { app, config } = await createTestApp();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The diner's browser reaches the hosted form at the public address.
  config.publicUrl = address;

  it('takes a payment through the SDK, its hosted page under /_twin/iyzico, and counts it at the dev door', async () => {
    const provider = app.paymentProvider!;
    expect([provider.name, provider.twin]).toEqual(['iyzico', true]);
    const session = await provider.createCheckout(
      checkoutInput({
        conversationId: 'intent-mounted',
        callbackUrl: `${address}/api/payments/iyzico/callback`,
      }),
    );
    expect(session.paymentPageUrl).toBe(
      `${address}/_twin/iyzico/checkout?token=${session.token}&lang=tr`,
    );
    const page = await fetch(session.paymentPageUrl);
    const html = await page.text();
    expect(html).toContain('Test ödemesi — kart çekilmez');
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'nonce-[^']+'; script-src 'nonce-[^']+'; form-action 'self';/,
    );
    expect(
      await fetch(`${session.paymentPageUrl.replace('lang=tr', 'lang=en')}`).then((r) => r.text()),
    ).toContain('Test payment — no card is charged');

    const paid = await payOnHostedForm(session.paymentPageUrl, '5528790000000008');
    expect(paid.html).toContain(`action="${address}/api/payments/iyzico/callback"`);
    expect(await provider.retrieveCheckout(session.token, 'intent-mounted')).toMatchObject({
      status: 'succeeded',
      paidPrice: 17985,
    });

    // The webhook goes to this server's own webhook URL over loopback.
    const hook = await waitFor(() =>
      app.iyzicoTwin!.webhooks.find((w) => w.token === session.token),
    );
    expect(hook).toMatchObject({
      status: 'SUCCESS',
      url: `${address}/api/payments/iyzico/webhook`,
    });

    const door = await app.inject({
      method: 'GET',
      url: '/api/dev/iyzico/payments',
      remoteAddress: '127.0.0.1',
    });
    expect(door.statusCode).toBe(200);
    const body = door.json<{
      twin: boolean;
      charges: { token: string; amount: number }[];
      refunds: unknown[];
    }>();
    expect(body.twin).toBe(true);
    expect(body.charges.filter((c) => c.token === session.token)).toEqual([
      expect.objectContaining({
        conversationId: 'intent-mounted',
        amount: 17985,
        paymentId: expect.any(String),
      }),
    ]);
    const away = await app.inject({
      method: 'GET',
      url: '/api/dev/iyzico/payments',
      remoteAddress: '192.168.1.20',
    });
    expect(away.statusCode).toBe(404);
  });
});

describe('online payment off (issue 34)', async () => {
  const { app } = await createTestApp({ PAYMENT_PROVIDER: 'off' });

  it('has no provider and no twin', async () => {
    expect(app.paymentProvider).toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: '/_twin/iyzico/checkout?token=x' })).statusCode,
    ).toBe(404);
  });
});
