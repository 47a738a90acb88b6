import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { MAX_PENDING_ORDERS_PER_TABLE } from '@masa/core/orders/order-limits';
import { z } from 'zod';
import { SERVER_DIR } from './lib/server-dir.ts';
import { TWIN_API_KEY, TWIN_SECRET_KEY } from './payments/iyzico-twin/twin-keys.ts';

const portSchema = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

/**
 * `false`, a hop count (the number of proxies in front), or the proxies: IPv4/IPv6 addresses or
 * subnets, or proxy-addr's range names. Not `true`: trusting every hop takes the left-most
 * X-Forwarded-For, which the client writes itself (docs/decisions/050-behind-a-proxy.md).
 */
function isTrustProxy(value: string): boolean {
  if (value === 'false' || /^[1-9]\d{0,2}$/.test(value)) return true;
  return value.split(',').every((item) => {
    const [address = '', prefix, ...rest] = item.trim().split('/');
    if (['loopback', 'linklocal', 'uniquelocal'].includes(address)) return prefix === undefined;
    const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    return bits > 0 && prefixOk && rest.length === 0;
  });
}

const TRUST_PROXY_TRUE =
  'Invalid configuration: TRUST_PROXY=true is refused: it lets any client choose its own address; write the address or subnet of the proxy in front (TRUST_PROXY=10.0.0.5, 10.0.0.0/8, or loopback for a proxy on this machine) or how many proxies are in front (TRUST_PROXY=1)';

const durationSeconds = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss:// (Redis or Valkey)')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url('must be a URL such as https://masa.example.com').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: durationSeconds.default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: durationSeconds.default(30 * 24 * 60 * 60),
  EDIT_WINDOW_SCALE: z.coerce.number().positive().default(1),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  PENDING_ORDERS_PER_TABLE: z.coerce.number().int().positive().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Masa <no-reply@masa.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  DEV_OUTBOX: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      isTrustProxy,
      "must be false, the proxies' addresses (10.0.0.1, 10.0.0.0/8, loopback) or how many proxies are in front (1)",
    )
    .default('false'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SEED_ARTICLE_51_FIXTURE: z.enum(['true', 'false']).optional(),
  API_DOCS: z.enum(['true', 'false']).optional(),
  PRINTER_TWIN_PORT: z
    .union([z.literal('off'), portSchema], { error: 'must be a port (0 to 65535) or off' })
    .optional(),
  PAYMENT_PROVIDER: z.enum(['iyzico-twin', 'iyzico', 'off']).optional(),
  IYZICO_API_KEY: z.string().min(1).optional(),
  IYZICO_SECRET_KEY: z.string().min(1).optional(),
  IYZICO_BASE_URL: z
    .string()
    .url('must be a URL such as https://sandbox-api.iyzipay.com')
    .default('https://sandbox-api.iyzipay.com'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Redis or Valkey for socket.io's fan-out between nodes, with connection-state recovery
   * (docs/decisions/102-…); unset, the PostgreSQL adapter fans out as before.
   */
  redisUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  logLevel: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Multiplies the edit windows of 001 §4 (tests shorten them). */
  editWindowScale: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  appleClientId: string | undefined;
  /** Demo businesses and accounts (known passwords): by default not in production (issue 28). */
  seedDemo: boolean;
  /**
   * Tests only (SEED_ARTICLE_51_FIXTURE=true, never in production): Boğaziçi and Ege seeded as
   * businesses that declared İş Kanunu article 51, with the kuver and VIP charges the specs walk
   * (docs/decisions/092-…); the demo itself charges none.
   */
  seedArticle51Fixture: boolean;
  /** The OpenAPI document and its UI at /api/docs: by default not in production (issue 28). */
  apiDocs: boolean;
  /**
   * Which hops may set X-Forwarded-For (Fastify's trustProxy): false unless TRUST_PROXY names the
   * proxies or counts them, because a client could otherwise choose its own address and escape
   * the per-address limits; the client is then the right-most hop not trusted (ADR 050).
   */
  trustProxy: false | string | number;
  webDistDir: string;
  /** Multiplies every request limit of plugins/rate-limits.ts (ADR 011); 1 in production. */
  rateLimitScale: number;
  /**
   * How many orders of one table may wait for the staff's acceptance (ADR 053):
   * PENDING_ORDERS_PER_TABLE, else MAX_PENDING_ORDERS_PER_TABLE (5) as RATE_LIMIT_SCALE scales it.
   */
  pendingOrdersPerTable: number;
  /** The built staff app (apps/staff/dist), served at /staff/. */
  staffDistDir: string;
  /**
   * Development outbox and development social sign-in: only with DEV_OUTBOX=true, never in
   * production, and then only for requests from this machine (docs/decisions/007-development-doors.md).
   */
  devTools: boolean;
  /**
   * The first port of the server's three virtual printers, Mutfak, Bar and Kasa (base, +1, +2;
   * 0: any free ports), or null for none (ADR 081). PRINTER_TWIN_PORT, else 9100 in development;
   * never in production, where a twin would swallow a kitchen's tickets.
   */
  printerTwinPort: number | null;
  /**
   * Online payment (issue 34, ADR 085): iyzico, its local twin mounted in this server, or none.
   * PAYMENT_PROVIDER, else the twin outside production and in production iyzico when its keys
   * are set, otherwise off. The twin is refused in production: it charges no card.
   */
  payment:
    | { provider: 'off' }
    | { provider: 'iyzico-twin'; apiKey: string; secretKey: string }
    | { provider: 'iyzico'; apiKey: string; secretKey: string; baseUrl: string };
};

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once, at start-up. Every problem is reported in one line
 * so a wrong deployment stops with a message a person can act on.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Before the schema, whose generic message would not say what to write instead.
  if (env.TRUST_PROXY?.trim().toLowerCase() === 'true') throw new ConfigError(TRUST_PROXY_TRUE);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.DEV_OUTBOX === 'true') {
    // The outbox shows live reset links and the development sign-in signs in as anyone.
    throw new ConfigError(
      'Invalid configuration: DEV_OUTBOX=true is refused with NODE_ENV=production; set SMTP_URL to send e-mail',
    );
  }
  if (parsed.data.NODE_ENV === 'production' && typeof parsed.data.PRINTER_TWIN_PORT === 'number') {
    throw new ConfigError(
      'Invalid configuration: PRINTER_TWIN_PORT is refused with NODE_ENV=production; a virtual printer prints nothing on paper',
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // A development server answers this machine only unless HOST says otherwise (ADR 050);
    // a deployment is reached through its proxy or load balancer.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    editWindowScale: e.EDIT_WINDOW_SCALE,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    pendingOrdersPerTable:
      e.PENDING_ORDERS_PER_TABLE ??
      Math.max(1, Math.ceil(MAX_PENDING_ORDERS_PER_TABLE * e.RATE_LIMIT_SCALE)),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    appleClientId: e.APPLE_CLIENT_ID,
    seedDemo: (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    seedArticle51Fixture: e.SEED_ARTICLE_51_FIXTURE === 'true' && e.NODE_ENV !== 'production',
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDistDir: path.resolve(SERVER_DIR, '../web/dist'),
    staffDistDir: path.resolve(SERVER_DIR, '../staff/dist'),
    devTools: e.DEV_OUTBOX === 'true',
    printerTwinPort: twinPort(e.PRINTER_TWIN_PORT, e.NODE_ENV),
    payment: paymentSettings(e),
  };
}

function paymentSettings(e: z.infer<typeof envSchema>): Config['payment'] {
  const keys = e.IYZICO_API_KEY && e.IYZICO_SECRET_KEY;
  const production = e.NODE_ENV === 'production';
  const provider = e.PAYMENT_PROVIDER ?? (production ? (keys ? 'iyzico' : 'off') : 'iyzico-twin');
  if (provider === 'off') return { provider };
  if (provider === 'iyzico-twin') {
    if (production) {
      throw new ConfigError(
        'Invalid configuration: PAYMENT_PROVIDER=iyzico-twin is refused with NODE_ENV=production; the twin charges no card (set PAYMENT_PROVIDER=iyzico with IYZICO_API_KEY and IYZICO_SECRET_KEY, or off)',
      );
    }
    return { provider, apiKey: TWIN_API_KEY, secretKey: TWIN_SECRET_KEY };
  }
  if (!e.IYZICO_API_KEY || !e.IYZICO_SECRET_KEY) {
    throw new ConfigError(
      "Invalid configuration: PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY and IYZICO_SECRET_KEY (the merchant panel's API keys; sandbox keys start with sandbox-)",
    );
  }
  return {
    provider,
    apiKey: e.IYZICO_API_KEY,
    secretKey: e.IYZICO_SECRET_KEY,
    baseUrl: e.IYZICO_BASE_URL.replace(/\/+$/, ''),
  };
}

function twinPort(value: number | 'off' | undefined, env: Config['env']): number | null {
  if (value === 'off') return null;
  if (value !== undefined && value > 65533) {
    throw new ConfigError(
      'Invalid configuration: PRINTER_TWIN_PORT must leave room for 3 ports (at most 65533)',
    );
  }
  return value ?? (env === 'development' ? 9100 : null);
}

function parseTrustProxy(value: string): false | string | number {
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A secret generated on first start and kept in DATA_DIR, so restarts keep sessions valid. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
