import { createHash } from 'node:crypto';

/** What makes two requests "the same request" for an Idempotency-Key. */
export type IdempotentRequest = { method: string; path: string; body: unknown };

/** JSON with object keys sorted at every depth, so key order never makes two bodies differ. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the method, the path and the canonical body. */
export function hashRequest({ method, path, body }: IdempotentRequest): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`)
    .digest('base64url');
}
