import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { createOrderingApp } from './ordering-fixture.ts';

// The cached menu read answered before Fastify (ADR 044): over a real socket it must answer
// byte for byte what the route answers, follow every menu change, and leave everything else to
// Fastify. The route's own answer is read with app.inject, which never takes the fast path.
const ctx = await createOrderingApp();
const lines: string[] = [];
const app = await buildApp({
  config: ctx.config,
  db: ctx.db,
  logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
});
const bogaz = DEMO_BUSINESS_IDS.bogaz;
const menuPath = `/api/products/business/${bogaz}`;
const other = new pg.Client({ connectionString: ctx.url });
let port = 0;

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await app.close();
});

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

/** A GET over a real connection, the bytes as they came (no decoding). */
function get(path: string, headers: Record<string, string | string[]> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What the route itself answers (app.inject goes through Fastify only). */
async function routeAnswer(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await app.inject({ method: 'GET', url: path, headers });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** The headers that belong to the answer, not to the connection or the moment. */
function answerHeaders(headers: Record<string, unknown>) {
  const { date: _date, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return rest;
}

/** Log lines of the requests made while `run` ran. */
async function loggedDuring(run: () => Promise<unknown>): Promise<string[]> {
  const from = lines.length;
  await run();
  return lines.slice(from).map((line) => (JSON.parse(line) as { msg: string }).msg);
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('the cached menu read before Fastify', () => {
  it('answers what the route answers, for every coding and revalidation', async () => {
    // The first read loads the menu through the route; the ones after it take the fast path.
    expect(await loggedDuring(() => get(menuPath, BROWSER))).toContain('incoming request');
    expect(await loggedDuring(() => get(menuPath, BROWSER))).toEqual(['menu read']);

    const br = await get(menuPath, BROWSER);
    const identityEtag = (await get(menuPath)).headers.etag as string;
    const cases: Record<string, string>[] = [
      {},
      BROWSER,
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0, gzip' },
      { ...BROWSER, 'if-none-match': br.headers.etag as string },
      { 'if-none-match': identityEtag },
      { ...BROWSER, 'if-none-match': '"stale"' },
    ];
    for (const headers of cases) {
      const [fast, route] = [await get(menuPath, headers), await routeAnswer(menuPath, headers)];
      expect({ ...fast, headers: answerHeaders(fast.headers) }, JSON.stringify(headers)).toEqual({
        ...route,
        headers: answerHeaders(route.headers),
      });
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(
      (await get(menuPath, { ...BROWSER, 'if-none-match': br.headers.etag as string })).status,
    ).toBe(304);
  });

  it('answers an English read in English, as the route does, and a Turkish one in Turkish (ADR 046)', async () => {
    const ENGLISH = { ...BROWSER, 'accept-language': 'en-GB,en;q=0.9' };
    await get(menuPath, ENGLISH); // the route serializes the English answer once
    expect(await loggedDuring(() => get(menuPath, ENGLISH))).toEqual(['menu read']);
    for (const headers of [ENGLISH, { 'accept-language': 'en' }, { 'accept-language': 'tr-TR' }]) {
      const [fast, route] = [await get(menuPath, headers), await routeAnswer(menuPath, headers)];
      expect({ ...fast, headers: answerHeaders(fast.headers) }, JSON.stringify(headers)).toEqual({
        ...route,
        headers: answerHeaders(route.headers),
      });
    }
    const names = async (headers: Record<string, string>) =>
      (
        JSON.parse((await get(menuPath, headers)).body.toString()) as { data: { name: string }[] }
      ).data.map((p) => p.name);
    expect(await names({ 'accept-language': 'en' })).toContain('Tea');
    expect(await names({ 'accept-language': 'en' })).not.toContain('Çay');
    expect(await names({ 'accept-language': 'tr' })).toContain('Çay');
    expect(await names({})).toContain('Çay');
  });

  it('reads the headers it answers by in any case, and a repeated one joined as Node joins it', async () => {
    const etag = (await get(menuPath, BROWSER)).headers.etag as string;
    await get(menuPath, { 'accept-encoding': 'gzip', 'accept-language': 'en' }); // serialized once
    const cases: [Record<string, string | string[]>, Record<string, string>][] = [
      [
        { 'Accept-Encoding': 'gzip', 'ACCEPT-LANGUAGE': 'en' },
        { 'accept-encoding': 'gzip', 'accept-language': 'en' },
      ],
      [{ 'accept-encoding': ['identity', 'br'] }, { 'accept-encoding': 'identity, br' }],
      [{ 'accept-language': ['de', 'en'] }, { 'accept-language': 'de, en' }],
      [
        { ...BROWSER, 'If-None-Match': ['"stale"', etag] },
        { ...BROWSER, 'if-none-match': `"stale", ${etag}` },
      ],
    ];
    for (const [sent, joined] of cases) {
      let fast: Answer | undefined;
      const logged = await loggedDuring(async () => (fast = await get(menuPath, sent)));
      expect(logged, JSON.stringify(sent)).toEqual(['menu read']);
      const route = await routeAnswer(menuPath, joined);
      expect({ ...fast!, headers: answerHeaders(fast!.headers) }, JSON.stringify(sent)).toEqual({
        ...route,
        headers: answerHeaders(route.headers),
      });
    }
    expect((await get(menuPath, cases[1]![0])).headers['content-encoding']).toBe('br');
    expect((await get(menuPath, cases[3]![0])).status).toBe(304);
  });

  it('shows a menu change on the reads after it', async () => {
    const price = async () => {
      const menu = JSON.parse((await get(menuPath)).body.toString()) as {
        data: { name: string; price: number }[];
      };
      return menu.data.find((p) => p.name === 'Çay')?.price;
    };
    expect(await price()).toBe(25_00);
    await other.query(`update products set price = 2700 where business_id = $1 and name = 'Çay'`, [
      bogaz,
    ]);
    await expect.poll(price, { timeout: 2_000 }).toBe(27_00);
    await other.query(`update products set price = 2500 where business_id = $1 and name = 'Çay'`, [
      bogaz,
    ]);
    await expect.poll(price, { timeout: 2_000 }).toBe(25_00);
  });

  it('leaves every other request to Fastify', async () => {
    await get(menuPath);
    for (const [path, method, status] of [
      [`${menuPath}?_t=1`, 'GET', 200],
      [`${menuPath}/`, 'GET', 200],
      [menuPath, 'HEAD', 200],
      [menuPath, 'POST', 404],
      [`/api/products/business/${'0'.repeat(24)}`, 'GET', 404],
      ['/api/products/business/xyz', 'GET', 400],
      [`/api/business/${bogaz}/products`, 'GET', 200],
    ] as const) {
      let answer: Answer | undefined;
      const logged = await loggedDuring(async () => (answer = await get(path, {}, method)));
      expect(answer?.status, `${method} ${path}`).toBe(status);
      expect(logged, `${method} ${path}`).toContain('incoming request');
    }
    const unknown = await get(`/api/products/business/${'0'.repeat(24)}`);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ message: 'İşletme bulunamadı' });
  });
});
