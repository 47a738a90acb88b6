import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from '../lib/app-error.ts';

export const TOO_MANY_REQUESTS = 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.';

type Limit = {
  /** Requests one address may make in the window (a café's Wi-Fi is one address for many). */
  perAddress: number;
  /** Requests one account may make in the window; the key is read from the request. */
  perAccount?: { max: number; key: (request: FastifyRequest) => string | undefined };
  windowMs: number;
  /** Counts only the requests this is true of (by default all). */
  when?: (request: FastifyRequest) => boolean;
};

/** The limits of docs/decisions/011-rate-limits.md, before RATE_LIMIT_SCALE. */
export const LIMITS = {
  /**
   * Registration answers a taken address with 409, as 000 §8.2 expects, so these limits are
   * what bounds probing for accounts: 15 minutes, not one (ADR 051).
   */
  register: {
    perAddress: 10,
    perAccount: { max: 3, key: (r) => bodyText(r, 'email') },
    windowMs: 15 * 60_000,
  },
  guest: { perAddress: 30, windowMs: 60_000 },
  /** Joining a table's sitting writes a diner row (ADR 042). */
  tableJoins: { perAddress: 60, windowMs: 60_000 },
  passwordReset: {
    perAddress: 10,
    perAccount: { max: 3, key: (r) => bodyText(r, 'email') },
    windowMs: 15 * 60_000,
  },
  /**
   * Setting a password from a reset or staff link: every usable link costs an argon2 hash, so
   * 60 requests could keep both cores busy (issue 28; a bad link is refused before hashing).
   */
  passwordLinks: { perAddress: 20, windowMs: 15 * 60_000 },
  /** Creating an account from a phone code hashes its password too. */
  phoneRegister: { perAddress: 10, windowMs: 60_000 },
  /** Recording a scan writes a row for anyone, signed in or not. */
  qrScans: { perAddress: 60, windowMs: 60_000 },
  /** Resolving a scanned or typed table code, whose printed form is the table's access token. */
  tableLookups: { perAddress: 120, windowMs: 60_000 },
  /** Codes e-mailed to confirm a password-less account's e-mail change (ADR 051). */
  emailChangeCode: {
    perAddress: 10,
    perAccount: { max: 3, key: (r) => customerOf(r) },
    windowMs: 15 * 60_000,
  },
  /** Tries of such a code: six digits, so few per account (ADR 051). */
  emailCodeTries: {
    perAddress: 30,
    perAccount: { max: 5, key: (r) => customerOf(r) },
    windowMs: 15 * 60_000,
    when: (r) => bodyText(r, 'emailCode') !== undefined,
  },
  phoneCode: {
    perAddress: 10,
    perAccount: { max: 3, key: (r) => bodyText(r, 'phone')?.replace(/\D/g, '') },
    windowMs: 15 * 60_000,
  },
  orders: {
    perAddress: 300,
    perAccount: { max: 20, key: (r) => customerOf(r) },
    windowMs: 60_000,
  },
  waiterCalls: {
    perAddress: 300,
    perAccount: { max: 10, key: (r) => customerOf(r) },
    windowMs: 60_000,
  },
  /** Every picture uploaded is decoded (issue 28, ADR 052): an avatar, a product's photo, a logo. */
  uploads: {
    perAddress: 60,
    perAccount: { max: 20, key: (r) => accountOf(r) },
    windowMs: 60_000,
  },
  /** Each message is a staff notice (issue 28): a diner writes a few, not a hundred. */
  messages: {
    perAddress: 300,
    perAccount: { max: 10, key: (r) => customerOf(r) },
    windowMs: 60_000,
  },
  /** Bill and split requests, each a staff notice; a retry after a 409 counts too. */
  billRequests: {
    perAddress: 300,
    perAccount: { max: 5, key: (r) => customerOf(r) },
    windowMs: 60_000,
  },
  /** A diner's data export (issue 35 §5): a few a quarter hour, each reads every table of theirs. */
  dataExports: {
    perAddress: 20,
    perAccount: { max: 3, key: (r) => customerOf(r) },
    windowMs: 15 * 60_000,
  },
  /** Deleting an account checks its password: as few tries as a sign-in allows. */
  accountDeletions: {
    perAddress: 30,
    perAccount: { max: 5, key: (r) => customerOf(r) },
    windowMs: 15 * 60_000,
  },
} satisfies Record<string, Limit>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers enforcing one of LIMITS, per address and per account (429 in Turkish). */
    rateLimits: Record<keyof typeof LIMITS, preHandlerAsyncHookHandler[]>;
  }
}

/**
 * Request limits per address and per account on the calls that create accounts, send messages
 * or write orders (docs/decisions/011-rate-limits.md). Counters live in each node's memory:
 * the limits bound abuse, they are not quotas, and a PostgreSQL round trip per order would cost
 * more than it protects. `RATE_LIMIT_SCALE` multiplies every limit (tests and the bench).
 */
export const rateLimits = fp(async (app: FastifyInstance) => {
  await app.register(fastifyRateLimit, { global: false });
  const scale = (max: number) => scaleLimit(max, app.config.rateLimitScale);

  /** One preHandler checking the address's counter, then the account's; each is its own. */
  const hook = (limit: Limit): preHandlerAsyncHookHandler => {
    const counters = [
      app.createRateLimit({ max: scale(limit.perAddress), timeWindow: limit.windowMs }),
      ...(limit.perAccount
        ? [
            app.createRateLimit({
              max: scale(limit.perAccount.max),
              timeWindow: limit.windowMs,
              keyGenerator: (request) => limit.perAccount!.key(request) ?? `ip:${request.ip}`,
            }),
          ]
        : []),
    ];
    return async (request, reply) => {
      if (limit.when && !limit.when(request)) return;
      for (const count of counters) {
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) {
          void reply.header('retry-after', String(result.ttlInSeconds));
          throw refuse(
            429,
            'TOO_MANY_REQUESTS',
            {},
            {
              retryAfterSeconds: result.ttlInSeconds,
            },
          );
        }
      }
    };
  };
  app.decorate(
    'rateLimits',
    Object.fromEntries(
      Object.entries(LIMITS).map(([name, limit]) => [name, [hook(limit)]]),
    ) as FastifyInstance['rateLimits'],
  );
});

/** A limit times `RATE_LIMIT_SCALE`, at least 1 (also the pending-orders cap, ADR 053). */
export function scaleLimit(max: number, rateLimitScale: number): number {
  return Math.max(1, Math.ceil(max * rateLimitScale));
}

function bodyText(request: FastifyRequest, field: string): string | undefined {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}

function customerOf(request: FastifyRequest): string | undefined {
  return request.principal?.kind === 'customer'
    ? `customer:${request.principal.userId}`
    : undefined;
}

function accountOf(request: FastifyRequest): string | undefined {
  return request.principal?.kind === 'staff'
    ? `staff:${request.principal.staffId}`
    : customerOf(request);
}
