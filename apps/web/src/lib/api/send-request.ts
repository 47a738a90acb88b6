import { ApiError } from './api-error.ts';
import { TIMEOUTS, apiUrl, isOrderAreaPath } from './api-config.ts';
import { noResponseMessage } from './error-message.ts';
import { readBody } from './read-body.ts';
import { buildRequestHeaders } from './request-headers.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; the browser sets the content type with its boundary. */
  formData?: FormData;
  /** Appended to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Milliseconds before the request gives up; TIMEOUTS.default (45 s) unless given. */
  timeout?: number;
  /** Cancels the request (TanStack Query passes one); the abort reason is rethrown as is. */
  signal?: AbortSignal;
};

export type RawResponse = {
  status: number;
  body: unknown;
  sentToken: string | null;
  /** The `Retry-After` header (a 503 while the server's database is unreachable), or null. */
  retryAfter: string | null;
};

function urlWithQuery(path: string, query: RequestOptions['query']): string {
  const url = apiUrl(path);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/**
 * One HTTP exchange with its timeout. Any response comes back as status and parsed body;
 * no response throws an ApiError of kind 'timeout' or 'network' (status 0).
 */
export async function sendRequest(path: string, options: RequestOptions): Promise<RawResponse> {
  const json = options.body !== undefined && options.formData === undefined;
  const { headers, token } = buildRequestHeaders(path, { json, extra: options.headers });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? TIMEOUTS.default);
  const cancel = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const request = new Request(urlWithQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.formData ?? (json ? JSON.stringify(options.body) : undefined),
      credentials: 'include',
      signal: controller.signal,
    });
    const response = await fetch(request);
    const body = await readBody(response);
    return {
      status: response.status,
      body,
      sentToken: token,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    throw new ApiError({
      message: noResponseMessage(timedOut, isOrderAreaPath(path)),
      status: 0,
      kind: timedOut ? 'timeout' : 'network',
      code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}
