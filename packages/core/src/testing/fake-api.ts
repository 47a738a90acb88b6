import { vi } from 'vitest';

/** One answer of the fake server: the envelope's data, or a refusal as the server words it. */
export type FakeAnswer = { data: unknown } | { status: number; message: string; code?: string };

export type FakeRequest = { method: string; path: string; body: unknown };

/**
 * The network for a component test, faked at the `fetch` boundary only (ADR 108): the server
 * cannot run inside jsdom, so each route answers a typed fixture in the server's envelope
 * (`{ success, data }`, or `{ success: false, message, error }` with its status), and every
 * request is recorded so a test can check what the screen sent. The request client, the query
 * cache and the components above it are the app's own. A request with no route fails the test
 * with its method and path, never a silent empty answer. A route given as a function answers
 * each time it is asked, and may hold its answer back (a promise) to show a request in flight.
 */
export function fakeApi(
  routes: Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)>,
  {
    serverTime,
  }: {
    /** The server's clock: each answer then carries its `Date` header, as a real server's does. */
    serverTime?: () => number;
  } = {},
) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The diner app's client sends a Request, the staff app's a URL and its init.
    const request = input instanceof Request ? input : undefined;
    const method = request?.method ?? init?.method ?? 'GET';
    const url = request?.url ?? String(input);
    const path = new URL(url, 'http://masa.test').pathname.replace(/^\/api/, '');
    const text = request ? await request.text() : init?.body;
    const body: unknown = typeof text === 'string' && text !== '' ? JSON.parse(text) : undefined;
    requests.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    if (!route) throw new Error(`fakeApi: no answer for ${method} ${path}`);
    const answer = typeof route === 'function' ? await route() : route;
    const headers = serverTime ? { date: new Date(serverTime()).toUTCString() } : undefined;
    if ('data' in answer) return Response.json({ success: true, data: answer.data }, { headers });
    return Response.json(
      { success: false, message: answer.message, error: answer.code ?? 'ERROR' },
      { status: answer.status, headers },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}
