/// <reference types="node" />
// Test support only: a real HTTP server for the request-client tests. Nothing in the app imports
// it, and it lives outside lib/ so it never looks like app code.
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
