import { refuse } from './app-error.ts';

/**
 * How long a client waits before asking again while the database is unreachable: about what a
 * PostgreSQL restart or a primary's failover takes here (docs/decisions/103-three-nodes-behind-nginx.md).
 */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** SQLSTATEs of a server going away or not taking connections yet (class 08, 57P01–57P03). */
const UNREACHABLE_STATES = /^(08...|57P0[123])$/;
/** Socket errors of a connection that could not be made or was cut. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
/** What pg and pg-pool say, without a code, when the connection dies or never comes. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * Whether an error means the database could not be reached (refused, cut, shutting down,
 * starting up, no connection within the pool's timeout), looking through drizzle's wrapper and a
 * connect's AggregateError. Such a failure says nothing about the request: it is a 503 to retry.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_STATES.test(code)))
      return true;
    if (UNREACHABLE_MESSAGES.some((m) => e instanceof Error && e.message.startsWith(m)))
      return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnreachable)) return true;
  }
  return false;
}

/** The answer while the database is unreachable: 503 with `Retry-After` (error handler). */
export const databaseUnavailable = () =>
  refuse(503, 'DATABASE_UNAVAILABLE', {}, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
