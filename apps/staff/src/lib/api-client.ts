/**
 * The staff app's request client, the same pattern as the diner app's: paths are relative to
 * /api, the `{ success, data, message }` envelope is unwrapped to data, a failure throws
 * ApiError with the server's message (in the language asked for) or, when it said none, the
 * app's own in the language on screen, and a 401 on a request that carried a token
 * refreshes it once (refresh-session.ts) and retries. A 503 with `Retry-After` (the database
 * unreachable, ADR 103) is waited out and asked again, for reads and for writes with an
 * Idempotency-Key only, while the header says so (server-wait.ts).
 *
 *   const orders = await api.get<OrderResponse[]>('/staff/orders', { query: { active: true } });
 *   const pdf = await api.file('/staff/tables/qr-sheet.pdf'); // a Blob; failures as above
 */
import { repeatWaits } from '@masa/core/http/wait-before-repeat';
import { chosenLanguage } from '../i18n/i18n.tsx';
import { translatorOnScreen } from '../i18n/outside-react.ts';
import { ApiError } from './api-error.ts';
import { refreshSession } from './refresh-session.ts';
import { noteServerDate } from './server-time.ts';
import { startWaiting } from './server-wait.ts';
import { session } from './session.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Options = {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** The answer is a file (a PDF): a success is its bytes as a Blob, a failure the envelope. */
  file?: boolean;
  /** Extra request headers (an `Idempotency-Key` for a write the app may repeat). */
  headers?: Record<string, string>;
};
type Envelope = { success?: boolean; data?: unknown; message?: unknown; error?: unknown };

/** What the app says itself when the server said nothing: in the language on screen. */
const STATUS_MESSAGES = {
  401: 'errors.sessionExpired',
  403: 'errors.forbidden',
  404: 'errors.notFound',
} as const;

function statusMessage(status: number): string {
  const t = translatorOnScreen();
  const id = STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES];
  return id ? t(id) : t('errors.status', { status });
}

function url(path: string, query: Options['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function exchange(method: Method, path: string, body: unknown, options: Options) {
  const token = session.token();
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    // The server says its refusals in the language asked for: the one chosen in the app, not
    // the browser's (an English screen on a Turkish tablet reads English).
    'Accept-Language': chosenLanguage(),
    'X-App-Type': 'staff',
  };
  // A FormData body (a photo) sets its own multipart Content-Type with the boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(url(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(translatorOnScreen()('errors.network'), 0, 'NETWORK_ERROR');
  }
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  const retryAfter = response.headers.get('retry-after');
  if (options.file && response.ok) {
    const file = await response.blob();
    return { status: response.status, body: null, file, sentToken: token, retryAfter };
  }
  const parsed = (await response.json().catch(() => null)) as Envelope | null;
  return { status: response.status, body: parsed, file: undefined, sentToken: token, retryAfter };
}

async function request<T>(method: Method, path: string, body?: unknown, options: Options = {}) {
  const waits = repeatWaits({
    method,
    headers: options.headers,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    // The server's database is unreachable: the header says the app waits, then it asks again.
    onWait: startWaiting,
  });
  for (let attempt = 0; ; attempt++) {
    const exchanged = await exchange(method, path, body, options);
    const { status, body: answer, file, sentToken, retryAfter } = exchanged;
    if (await waits.after(status, retryAfter)) {
      attempt -= 1;
      continue;
    }
    if (status === 401 && sentToken && attempt === 0) {
      if ((await refreshSession()) !== null) continue;
    }
    if (file) return file as T;
    if (status >= 200 && status < 300 && answer?.success !== false) {
      return (answer && 'data' in answer ? answer.data : answer) as T;
    }
    if (status === 401 && sentToken) session.end();
    const message =
      typeof answer?.message === 'string' && answer.message
        ? answer.message
        : statusMessage(status);
    const { success: _s, error, message: _m, data: _d, ...details } = answer ?? {};
    throw new ApiError(message, status, typeof error === 'string' ? error : undefined, details);
  }
}

export const api = {
  get: <T>(path: string, options?: Options) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: Options) => request<T>('DELETE', path, undefined, options),
  file: (path: string, options?: Omit<Options, 'file'>) =>
    request<Blob>('GET', path, undefined, { ...options, file: true }),
};
