import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './app.ts';

const webDistDir = mkdtempSync(path.join(tmpdir(), 'masa-web-dist-'));
mkdirSync(path.join(webDistDir, 'assets'));
// A built index names its entry script, as every build's does.
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><title>Masa</title><script type="module" crossorigin src="/customerapp/assets/index-abc123.js"></script>',
);
writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
writeFileSync(path.join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
mkdirSync(path.join(webDistDir, 'icons'));
writeFileSync(
  path.join(webDistDir, 'icons', 'icon.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"/>',
);
// Vite's manifest, which the server reads (ADR 062) but never sends.
mkdirSync(path.join(webDistDir, '.vite'));
writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), '{}');

const staffDistDir = mkdtempSync(path.join(tmpdir(), 'masa-staff-dist-'));
mkdirSync(path.join(staffDistDir, 'assets'));
writeFileSync(path.join(staffDistDir, 'index.html'), '<!doctype html><title>Masa Personel</title>');
writeFileSync(path.join(staffDistDir, 'assets', 'index-def456.js'), 'x'.repeat(2000));
writeFileSync(path.join(staffDistDir, 'assets', 'index-def456.js.br'), 'brotli bytes');
writeFileSync(path.join(staffDistDir, 'assets', 'index-def456.js.gz'), 'gzip bytes');

const { app } = await createTestApp({}, { webDistDir, staffDistDir });

describe('platform', () => {
  it('answers health after pinging the database', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('publishes an OpenAPI 3 document generated from the routes, and its UI', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get).toBeDefined();
    const ui = await app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a Turkish 404', async () => {
    const res = await app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'İstenilen kaynak bulunamadı' });
  });

  it('answers malformed JSON with a 400 the app can show', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('redirects / to the app', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/customerapp/');
  });

  it('serves the app shell without caching and hashed assets for a year', async () => {
    const index = await app.inject('/customerapp/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<title>Masa</title>');

    const asset = await app.inject('/customerapp/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('lets the service worker serve /customerapp itself, and keeps it fresh (ADR 047)', async () => {
    const worker = await app.inject('/customerapp/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['service-worker-allowed']).toBe('/customerapp');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const index = await app.inject('/customerapp/');
    expect(index.headers['service-worker-allowed']).toBeUndefined();
  });

  it('answers client-side routes with the app shell, and missing assets with 404', async () => {
    const route = await app.inject('/customerapp/menu/0123456789abcdef01234567/table-abc');
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body).toContain('<title>Masa</title>');

    const missing = await app.inject('/customerapp/assets/missing-123.js');
    expect(missing.statusCode).toBe(404);
  });

  it('serves the staff app at /staff/: shell no-cache, hashed assets immutable and precompressed', async () => {
    const index = await app.inject('/staff/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<title>Masa Personel</title>');
    // A reload on any staff screen gets the staff shell, not the diner's.
    const route = await app.inject('/staff/board');
    expect(route.body).toContain('<title>Masa Personel</title>');

    const asset = await app.inject({
      url: '/staff/assets/index-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body).toBe('brotli bytes');
    // The compressed copy is sent in the asset's place, never under a URL of its own.
    expect((await app.inject('/staff/assets/index-def456.js.br')).statusCode).toBe(404);
    expect((await app.inject('/staff/assets/missing-1.js')).statusCode).toBe(404);
  });

  it('sends each built file as a browser and a cache expect: the copy it accepts, HEAD, 304, source maps', async () => {
    const asset = '/staff/assets/index-def456.js';
    const gzip = await app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.body).toBe('x'.repeat(2000));

    const head = await app.inject({ method: 'HEAD', url: asset });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('2000');
    expect(head.body).toBe('');
    const again = await app.inject({
      url: asset,
      headers: { 'if-none-match': plain.headers.etag },
    });
    expect(again.statusCode).toBe(304);

    const map = await app.inject('/customerapp/assets/index-abc123.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toContain('application/json');
    expect(map.headers['cache-control']).toContain('immutable');
    // A file outside assets/ is not hashed: revalidated like the shell.
    const icon = await app.inject('/customerapp/icons/icon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends no hidden file of the build, nothing outside it, and files only to GET and HEAD', async () => {
    // A hidden folder is no file of the app: the URL is an app route like any other.
    const manifest = await app.inject('/customerapp/.vite/manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toContain('<title>Masa</title>');
    const post = await app.inject({ method: 'POST', url: '/customerapp/assets/index-abc123.js' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    const escape = await app.inject('/staff/assets/..%2f..%2findex.html');
    expect(escape.statusCode).toBe(404);
  });
});
