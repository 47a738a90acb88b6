import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import Iyzipay from 'iyzipay';
import { afterAll, describe, expect, it } from 'vitest';
import { fromIyzicoPrice, toIyzicoPrice } from '../../src/payments/iyzico/iyzico-price.ts';
import { createIyzicoProvider } from '../../src/payments/iyzico/iyzico-provider.ts';
import { webhookSignature } from '../../src/payments/iyzico/iyzico-signature.ts';
import { TWIN_API_KEY, TWIN_SECRET_KEY } from '../../src/payments/iyzico-twin/twin-keys.ts';
import { ProviderUnavailable } from '../../src/payments/provider.ts';
import { checkoutInput, startTwinFixture } from './iyzico-twin-fixture.ts';

const { twin } = await startTwinFixture();
// The SDK's own price normaliser (lib/utils.js formatPrice), which every price we send goes through.
const sdkUtils = createRequire(import.meta.url)('iyzipay/lib/utils') as {
  formatPrice: (price: string) => string;
};

const servers: Server[] = [];
// The silent server holds the SDK's connection open: drop it, then close.
afterAll(() =>
  Promise.all(
    servers.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  ),
);
async function serve(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const adapter = (baseUrl: string, secretKey = TWIN_SECRET_KEY) =>
  createIyzicoProvider({ apiKey: TWIN_API_KEY, secretKey, baseUrl: () => baseUrl, twin: true });

describe('iyzico adapter: prices, signatures and an unreachable iyzico (issue 34)', () => {
  it('writes kuruş as the decimal strings iyzico expects and reads its answers back to the kuruş', () => {
    const cases: [number, string][] = [
      [12350, '123.5'],
      [12300, '123.0'],
      [5, '0.05'],
      [10, '0.1'],
      [1, '0.01'],
      [0, '0.0'],
      [17985, '179.85'],
      [123456789, '1234567.89'],
    ];
    for (const [kurus, text] of cases) {
      expect(toIyzicoPrice(kurus)).toBe(text);
      // Already in the SDK's own form: it sends them unchanged.
      expect(sdkUtils.formatPrice(text)).toBe(text);
      expect(fromIyzicoPrice(text)).toBe(kurus);
      expect(fromIyzicoPrice(Number(text))).toBe(kurus);
    }
    expect(fromIyzicoPrice('179.850')).toBe(17985);
    expect(fromIyzicoPrice('1.234')).toBeNull();
    expect(fromIyzicoPrice('-1.0')).toBeNull();
    expect(() => toIyzicoPrice(12.5)).toThrow(RangeError);
  });

  it('the twin refuses a request signed with a wrong secret as iyzico does, and the adapter calls that unavailable', async () => {
    const wrong = new Iyzipay({
      apiKey: TWIN_API_KEY,
      secretKey: 'sandbox-not-the-secret',
      uri: twin.url,
    });
    const answer = await new Promise<Record<string, unknown>>((resolve, reject) =>
      wrong.checkoutForm.retrieve(
        { locale: 'tr', conversationId: 'c', token: 't' },
        (error, result) => (error ? reject(error) : resolve(result as Record<string, unknown>)),
      ),
    );
    expect(answer).toMatchObject({
      status: 'failure',
      errorCode: '1000',
      errorMessage: 'Geçersiz imza',
    });
    const unknownKey = createIyzicoProvider({
      apiKey: 'sandbox-other',
      secretKey: TWIN_SECRET_KEY,
      baseUrl: () => twin.url,
      twin: true,
    });
    await expect(unknownKey.createCheckout(checkoutInput())).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    await expect(
      adapter(twin.url, 'sandbox-not-the-secret').createCheckout(checkoutInput()),
    ).rejects.toThrow(/API keys: Geçersiz imza/);
  });

  it("does not believe an answer whose signature is not iyzico's", async () => {
    const forged = await serve((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          status: 'success',
          locale: 'tr',
          systemTime: 1,
          conversationId: 'c',
          token: 'tok',
          paymentPageUrl: 'http://evil/',
          tokenExpireTime: 1800,
          signature: '0'.repeat(64),
        }),
      );
    });
    await expect(adapter(forged).createCheckout(checkoutInput())).rejects.toThrow(
      /valid signature/,
    );
  });

  it('verifies the webhook signature in constant time: a changed field or a wrong secret gives null', () => {
    const body = {
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziPaymentId: 22416035,
      token: 'tok-1',
      paymentConversationId: 'intent-1',
      status: 'SUCCESS',
      iyziReferenceCode: 'r',
      iyziEventTime: 1,
      merchantId: 1,
    };
    const provider = adapter(twin.url);
    const good = { 'x-iyz-signature-v3': webhookSignature(TWIN_SECRET_KEY, body) };
    expect(provider.verifyWebhook({ headers: good, body })).toMatchObject({
      token: 'tok-1',
      conversationId: 'intent-1',
      status: 'SUCCESS',
    });
    expect(
      provider.verifyWebhook({ headers: good, body: { ...body, status: 'FAILURE' } }),
    ).toBeNull();
    expect(
      provider.verifyWebhook({
        headers: good,
        body: { ...body, paymentConversationId: 'intent-2' },
      }),
    ).toBeNull();
    expect(
      provider.verifyWebhook({
        headers: { 'x-iyz-signature-v3': webhookSignature('other-secret', body) },
        body,
      }),
    ).toBeNull();
    expect(provider.verifyWebhook({ headers: {}, body })).toBeNull();
    expect(provider.verifyWebhook({ headers: good, body: 'not json' })).toBeNull();
  });

  it('is ProviderUnavailable when nothing listens, when iyzico answers a 5xx page, and after 5 s of silence', async () => {
    const nothing = await serve(() => undefined);
    const port = new URL(nothing).port;
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await expect(adapter(`http://127.0.0.1:${port}`).retrieveCheckout('t', 'c')).rejects.toThrow(
      /unreachable: connect ECONNREFUSED/,
    );

    const failing = await serve((_request, response) => {
      response.statusCode = 502;
      response.end('<html><body>Bad Gateway</body></html>');
    });
    await expect(adapter(failing).createCheckout(checkoutInput())).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );

    const silent = await serve(() => undefined);
    const started = Date.now();
    await expect(adapter(silent).retrieveCheckout('t', 'c')).rejects.toThrow(
      /did not answer within 5000 ms/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  }, 15_000);
});
