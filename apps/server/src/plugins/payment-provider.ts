import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIyzicoProvider } from '../payments/iyzico/iyzico-provider.ts';
import { iyzicoTwin, TWIN_PREFIX, TwinStore } from '../payments/iyzico-twin/iyzico-twin.ts';
import { cancelTwinCheckout } from '../payments/iyzico-twin/twin-client.ts';
import { TWIN_API_KEY } from '../payments/iyzico-twin/twin-keys.ts';
import { ProviderUnavailable, type PaymentProvider } from '../payments/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online payment's provider, or null when online payment is off (ADR 085). */
    paymentProvider: PaymentProvider | null;
    /** What the mounted iyzico twin holds (forms, charges, refunds), or null without it. */
    iyzicoTwin: TwinStore | null;
  }
}

/**
 * The payment provider of config.payment (issue 34, ADR 085). With the twin, the twin is mounted
 * in this server under /_twin/iyzico, so a phone on the Wi-Fi reaches its hosted page through
 * the same host as the app, and the SDK talks to it over loopback through its `uri` setting.
 */
export const paymentProvider = fp(async (app: FastifyInstance) => {
  const settings = app.config.payment;
  app.decorate('iyzicoTwin', null);
  if (settings.provider === 'off') {
    app.decorate('paymentProvider', null);
    return;
  }
  if (settings.provider === 'iyzico') {
    app.decorate(
      'paymentProvider',
      createIyzicoProvider({
        ...settings,
        baseUrl: () => settings.baseUrl,
        twin: settings.apiKey === TWIN_API_KEY,
      }),
    );
    return;
  }
  const { apiKey, secretKey } = settings;
  const store = new TwinStore();
  app.iyzicoTwin = store;
  await app.register(iyzicoTwin, {
    prefix: TWIN_PREFIX,
    apiKey,
    secretKey,
    store,
    pageBaseUrl: () => app.config.publicUrl + TWIN_PREFIX,
    webhookUrl: () => `${ownUrl(app)}/api/payments/iyzico/webhook`,
  });
  const baseUrl = () => ownUrl(app) + TWIN_PREFIX;
  app.decorate(
    'paymentProvider',
    createIyzicoProvider({
      apiKey,
      secretKey,
      baseUrl,
      twin: true,
      cancelCheckout: (token) =>
        cancelTwinCheckout({ baseUrl: baseUrl(), apiKey, secretKey, token }),
    }),
  );
});

/** This server's own address over loopback, once it listens. */
function ownUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') {
    throw new ProviderUnavailable('the iyzico twin is reached through the listening server');
  }
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
