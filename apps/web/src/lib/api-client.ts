/**
 * The one request client of the app (000 §4.2, §7.1, §8.4; 001 §7, §8). Features call `api`:
 *
 *   const order = await api.get<TOrder>(`/orders/${id}`, { timeout: TIMEOUTS.orderAction });
 *   const { data, message } = await api.send<TOrder>('/orders', { method: 'POST', body });
 *   await api.upload<TUser>('/users/avatar', formData);
 *
 * - Paths are relative to /api. Every request sends Accept JSON, X-App-Type: customer and
 *   cookies; signed in, also the bearer token and X-User-Id / -Phone / -Email (URI-encoded when
 *   not ASCII); login, register and forgot-password paths never carry them.
 * - `{ success, data }` envelopes are unwrapped to data; the body's `message` stays readable
 *   through `api.send` / `apiRequest`.
 * - The helpers (get, post, put, patch, delete, send, upload) throw `ApiError` for any
 *   failure, with the Turkish text of 000 §8.4 in `.message`, `.status` (0 = no response),
 *   `.code` and `.fieldErrors`.
 * - `apiRequest` is the shared layer: statuses 200–499 come back as a result `{ ok, status,
 *   data, message }` and are not thrown; 5xx and no response throw ApiError.
 * - Timeout 45 s unless `timeout` is given (TIMEOUTS has the 60/8/5/3 s values).
 * - A 503 with `Retry-After` (the server's database unreachable) is waited out and asked again
 *   for reads and for writes with an Idempotency-Key, up to a minute, while the shell shows
 *   'waiting' (@masa/core/http/wait-before-repeat; ADR 103); any other write gets the error.
 * - A 401 or 403 on a request that carried a token refreshes the token once for all waiting
 *   requests and retries, at most twice a request (ADR 025); see token-refresh.ts
 *   and session-end.ts for how a failed refresh ends the session.
 */
import { repeatWaits } from '@masa/core/http/wait-before-repeat';
import { ApiError } from './api/api-error.ts';
import {
  errorCodeFromBody,
  fieldErrorsFromBody,
  messageForStatus,
  messageFromBody,
} from './api/error-message.ts';
import { unwrapEnvelope } from './api/read-body.ts';
import { type RequestOptions, sendRequest } from './api/send-request.ts';
import { endSession } from './api/session-end.ts';
import { refreshAccessToken } from './api/token-refresh.ts';
import { texts } from '../i18n/texts.ts';
import { publishConnectionEvent } from './connection-events.ts';
import { storage } from './storage.ts';

const t = texts('errors');

export type { RequestOptions } from './api/send-request.ts';

export type ApiResult<T> =
  | { ok: true; status: number; data: T; message: string | undefined; body: unknown }
  | { ok: false; status: number; data: unknown; message: string; body: unknown; error: ApiError };

/** Retries after an auth failure, per request (000 §9). */
export const MAX_AUTH_RETRIES = 2;

function toResult<T>(status: number, body: unknown): ApiResult<T> {
  const { data, message, failed } = unwrapEnvelope(body);
  if (status >= 200 && status < 300 && !failed) {
    return { ok: true, status, data: data as T, message, body };
  }
  const fromServer = messageFromBody(body);
  const error = new ApiError({
    message: fromServer ?? messageForStatus(status),
    generic: fromServer === null,
    status,
    kind: 'http',
    code: errorCodeFromBody(body),
    fieldErrors: fieldErrorsFromBody(body),
    body,
  });
  return { ok: false, status, data, message: error.message, body, error };
}

function sessionExpired<T>(): ApiResult<T> {
  const body = { success: false, error: 'SESSION_EXPIRED', message: t('errors.sessionExpired') };
  return toResult<T>(401, body);
}

/** The shared layer: see the top of this file. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const waits = repeatWaits({
    method: options.method ?? 'GET',
    headers: options.headers,
    sleep: (ms) => sleepUnlessAborted(ms, options.signal),
    // The server's database is unreachable: the app shell says it waits, then it asks again.
    onWait: () => publishConnectionEvent('waiting'),
  });
  for (let retries = 0; ; retries++) {
    const { status, body, sentToken, retryAfter } = await sendRequest(path, options);
    if (await waits.after(status, retryAfter)) {
      retries -= 1;
      continue;
    }
    if (waits.waited && status < 500) publishConnectionEvent('connected');
    const authFailure = (status === 401 || status === 403) && sentToken !== null;
    if (!authFailure) {
      const result = toResult<T>(status, body);
      if (!result.ok && status >= 500) throw result.error;
      return result;
    }
    if (retries >= MAX_AUTH_RETRIES) {
      // NOTE: a 403 that survives fresh tokens is a real permission refusal, not a dead session.
      if (status === 403) return toResult<T>(status, body);
      endSession('max_retry');
      return sessionExpired<T>();
    }
    // Another request may already have refreshed: retry with the newer token without a refresh.
    const current = storage.getToken();
    if (current !== null && current !== sentToken) continue;
    const fresh = await refreshAccessToken();
    if (fresh === null) return sessionExpired<T>();
  }
}

/** Resolves after `ms`, or rejects with the abort reason when the caller gives up first. */
function sleepUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    const abort = () => (clearTimeout(timer), reject(signal?.reason));
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** Like apiRequest, but a failure of any kind is thrown as ApiError. */
async function send<T>(path: string, options: RequestOptions = {}) {
  const result = await apiRequest<T>(path, options);
  if (!result.ok) throw result.error;
  return { data: result.data, message: result.message, status: result.status };
}

type Options = Omit<RequestOptions, 'method' | 'body' | 'formData'>;

export const api = {
  send,
  get: <T>(path: string, options?: Options) => send<T>(path, options).then((r) => r.data),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    send<T>(path, { ...options, method: 'POST', body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    send<T>(path, { ...options, method: 'PUT', body }).then((r) => r.data),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    send<T>(path, { ...options, method: 'PATCH', body }).then((r) => r.data),
  delete: <T>(path: string, options?: Options) =>
    send<T>(path, { ...options, method: 'DELETE' }).then((r) => r.data),
  /** Multipart upload (avatar): no JSON content type, the browser sets the boundary. */
  upload: <T>(
    path: string,
    formData: FormData,
    options?: Options & { method?: 'POST' | 'PUT' | 'PATCH' },
  ) => send<T>(path, { method: 'POST', ...options, formData }).then((r) => r.data),
};
