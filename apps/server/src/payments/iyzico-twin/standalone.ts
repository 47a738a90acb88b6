import Fastify from 'fastify';
import { iyzicoTwin, TwinStore } from './iyzico-twin.ts';
import { TWIN_API_KEY, TWIN_SECRET_KEY } from './twin-keys.ts';

/**
 * The iyzico twin on a port of its own (`npm run iyzico`, and the contract tests): the same
 * endpoints and pages as the one mounted in Masa's server, at the root of its own address.
 */
export async function startIyzicoTwin(input: {
  port: number;
  host?: string;
  webhookUrl: string | null;
}) {
  const store = new TwinStore();
  const app = Fastify();
  const host = input.host ?? '127.0.0.1';
  let url = '';
  await app.register(iyzicoTwin, {
    prefix: '',
    apiKey: TWIN_API_KEY,
    secretKey: TWIN_SECRET_KEY,
    store,
    pageBaseUrl: () => url,
    webhookUrl: () => input.webhookUrl,
  });
  await app.listen({ port: input.port, host });
  const address = app.server.address();
  url = `http://${host}:${typeof address === 'object' && address ? address.port : input.port}`;
  return { url, store, close: () => app.close() };
}
