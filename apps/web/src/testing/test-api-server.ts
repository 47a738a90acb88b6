/// <reference types="node" />
// Test support only: a real HTTP server for the request-client tests. Nothing in the app imports
// it, and it lives outside lib/ so it never looks like app code.
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setApiBaseUrl } from '../lib/api/api-config.ts';
import { storage } from '../lib/storage.ts';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export type Route = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/**
 * A real HTTP server for the request client's tests: each test sets `route`, every request is
 * recorded in `requests`.
 */
export async function startTestApiServer() {
  const state = {
    route: ((_request, response) => sendJson(response, 404, {})) as Route,
    requests: [] as RecordedRequest[],
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      state.requests.push(recorded);
      void Promise.resolve(state.route(recorded, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}/api`,
    hits: (path: string) => state.requests.filter((r) => r.path.startsWith(path)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type TestApiServer = Awaited<ReturnType<typeof startTestApiServer>>;

/**
 * A test file's server, started once for the file: before each test the request client points
 * at it, its recorded requests are forgotten and no one is signed in. A file's own `beforeEach`
 * runs after this one (a token to start with, say).
 */
export function serveTestApi(): TestApiServer {
  let server: TestApiServer | undefined;
  const started = () => {
    if (!server) throw new Error('The test API server has not started: use it inside a test.');
    return server;
  };
  beforeAll(async () => {
    server = await startTestApiServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    setApiBaseUrl(started().baseUrl);
    started().state.requests = [];
    storage.clearAuth();
  });
  return {
    get state() {
      return started().state;
    },
    get baseUrl() {
      return started().baseUrl;
    },
    hits: (path) => started().hits(path),
    close: () => started().close(),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export const bearerOf = (request: RecordedRequest): string | undefined =>
  request.headers.authorization?.replace(/^Bearer /, '');

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
