import { describe, expect, it } from 'vitest';
import { createTestApp } from './app.ts';

const { app } = await createTestApp();

/** Every method and URL the API answers, as its OpenAPI document lists them, sorted. */
async function apiRoutes(): Promise<string> {
  const doc = (await app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const routes = Object.entries(doc.paths).flatMap(([url, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
  );
  return `${routes.sort().join('\n')}\n`;
}

describe('the API’s URLs (routes register by folder with their prefix, ADR 107)', () => {
  it('are the ones the apps and the documents call: a change here is a change of contract', async () => {
    // api-routes.txt was written from main before the routes moved into their folders;
    // registering a folder under a prefix must leave every method and URL where it was.
    await expect(await apiRoutes()).toMatchFileSnapshot('./api-routes.txt');
  });

  it('answers an alias registered by the folder of its URL as its primary call', async () => {
    const primary = await app.inject('/api/orders/active?tableId=nosuchtable');
    const underTables = await app.inject('/api/tables/nosuchtable/orders/active');
    expect(underTables.statusCode).toBe(primary.statusCode);
    expect(underTables.json()).toEqual(primary.json());
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});
