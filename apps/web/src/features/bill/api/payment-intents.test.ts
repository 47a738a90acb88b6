import { describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '../../../lib/api/api-config.ts';
import { closedPort, sendJson, serveTestApi } from '../../../testing/test-api-server.ts';
import { onlinePaymentErrorMessage } from '../utils/online-payment-error.ts';
import { createPaymentIntent } from './payment-intents.ts';

const server = serveTestApi();

const body = { pay: { kind: 'rest' as const }, tipPercentage: 10, locale: 'tr' as const };
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => onlinePaymentErrorMessage(error),
  );

describe('starting an online payment (issue 34)', () => {
  it('posts what to pay with the tip and an Idempotency-Key, and reads the hosted form', async () => {
    const intent = { id: 'pi1', checkoutUrl: 'http://127.0.0.1/_twin/iyzico/form/t1' };
    server.state.route = (_req, res) => sendJson(res, 201, { success: true, data: { intent } });
    await expect(createPaymentIntent('o1', body, 'key-1')).resolves.toEqual(intent);
    const [request] = server.state.requests;
    expect([request?.method, request?.path]).toEqual(['POST', '/api/orders/o1/payment-intents']);
    expect(request?.headers['idempotency-key']).toBe('key-1');
    expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it("shows the server's own words: provider unreachable (503), another payment running (409)", async () => {
    const unavailable =
      'Ödeme sağlayıcısına şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.';
    server.state.route = (_req, res) =>
      sendJson(res, 503, {
        success: false,
        error: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: unavailable,
      });
    await expect(failureOf(createPaymentIntent('o1', body, 'k2'))).resolves.toBe(unavailable);
    server.state.route = (_req, res) =>
      sendJson(res, 409, {
        success: false,
        error: 'PAYMENT_IN_PROGRESS',
        message: 'Bu ürünler için başka bir ödeme sürüyor.',
      });
    await expect(failureOf(createPaymentIntent('o1', body, 'k3'))).resolves.toBe(
      'Bu ürünler için başka bir ödeme sürüyor.',
    );
  });

  it('says it could not start, with the reason, when no answer comes or it has no words', async () => {
    server.state.route = (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    };
    await expect(failureOf(createPaymentIntent('o1', body, 'k4'))).resolves.toBe(
      'Online ödeme başlatılamadı. (Hata Kodu: 502)',
    );
    setApiBaseUrl(`http://127.0.0.1:${await closedPort()}/api`);
    await expect(failureOf(createPaymentIntent('o1', body, 'k5'))).resolves.toMatch(
      /^Online ödeme başlatılamadı\. \S/,
    );
  });
});
