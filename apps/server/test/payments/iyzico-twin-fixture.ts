import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { createIyzicoProvider } from '../../src/payments/iyzico/iyzico-provider.ts';
import { startIyzicoTwin } from '../../src/payments/iyzico-twin/standalone.ts';
import { cancelTwinCheckout } from '../../src/payments/iyzico-twin/twin-client.ts';
import { TWIN_API_KEY, TWIN_SECRET_KEY } from '../../src/payments/iyzico-twin/twin-keys.ts';
import type { CheckoutInput } from '../../src/payments/provider.ts';

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** A stand-in for Masa's webhook URL that keeps what iyzico (the twin) posted. */
async function webhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      response.end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/iyzico/webhook`;
  return {
    url,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The standalone twin, the adapter pointed at it through the SDK's uri, and a webhook receiver. */
export async function startTwinFixture() {
  const hooks = await webhookReceiver();
  const twin = await startIyzicoTwin({ port: 0, webhookUrl: hooks.url });
  const keys = { apiKey: TWIN_API_KEY, secretKey: TWIN_SECRET_KEY };
  const provider = createIyzicoProvider({
    ...keys,
    baseUrl: () => twin.url,
    twin: true,
    cancelCheckout: (token) => cancelTwinCheckout({ ...keys, baseUrl: twin.url, token }),
  });
  afterAll(async () => {
    await twin.close();
    await hooks.close();
  });
  return { twin, provider, hooks };
}

/** A table's basket: Menemen ₺123,50, two Çay ₺40,00, and a tip of ₺16,35 as its own line. */
export function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    conversationId: 'intent-0001',
    basketId: 'order-0001',
    price: 17985,
    paidPrice: 17985,
    lines: [
      { id: 'line-menemen', name: 'Menemen', category: 'Kahvaltı', price: 12350 },
      { id: 'line-cay', name: 'Çay', category: 'Sıcak İçecekler', price: 4000 },
      { id: 'tip', name: 'Bahşiş', category: 'Bahşiş', price: 1635 },
    ],
    buyer: {
      id: 'user-ayse',
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+905350000000',
      ip: '85.34.78.112',
      city: 'İstanbul',
      country: 'Turkey',
      address: 'Boğaziçi Lokantası, Masa 4',
    },
    callbackUrl: 'http://127.0.0.1:9/api/payments/iyzico/callback',
    locale: 'tr',
    ...overrides,
  };
}

/** Posts a card to the hosted form as the browser does (application/x-www-form-urlencoded). */
export async function payOnHostedForm(
  pageUrl: string,
  cardNumber: string,
  lang: 'tr' | 'en' = 'tr',
) {
  const url = new URL(pageUrl);
  const response = await fetch(new URL('checkout', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: url.searchParams.get('token') ?? '',
      lang,
      cardNumber,
      expiry: '12/30',
      cvc: '123',
      holder: 'Ayşe Yılmaz',
    }),
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

export async function waitFor<T>(read: () => T | undefined, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
