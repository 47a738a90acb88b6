import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

/**
 * Who sent a request. `sessionId` is the refresh-token family the access token was issued in
 * (claim `sid`): ending that session revokes it at once (docs/decisions/010-sessions-end-at-once.md).
 */
export type Principal =
  | { kind: 'customer'; userId: string; role: string; isGuest: boolean; sessionId?: string }
  | { kind: 'staff'; staffId: string; businessId: string; role: string; sessionId?: string };

const ALGORITHM = 'HS256';
const ISSUER = 'masa';

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Short-lived access token. Claims: `sub` and `userId` (the spec's socket reads either),
 * `typ` customer|staff, `role`, for staff `businessId`, and `sid`, the session it belongs to.
 */
export async function signAccessToken(
  principal: Principal,
  { secret, ttlSeconds, now }: { secret: string; ttlSeconds: number; now: Date },
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const subject = principal.kind === 'customer' ? principal.userId : principal.staffId;
  const claims =
    principal.kind === 'customer'
      ? {
          typ: 'customer',
          userId: principal.userId,
          role: principal.role,
          guest: principal.isGuest,
        }
      : {
          typ: 'staff',
          staffId: principal.staffId,
          businessId: principal.businessId,
          role: principal.role,
        };
  return new SignJWT(principal.sessionId ? { ...claims, sid: principal.sessionId } : claims)
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key(secret));
}

export type VerifyResult = { ok: true; principal: Principal } | { ok: false; expired: boolean };

/**
 * Verifies signature, issuer and expiry; only HS256 is accepted (no `alg: none`, no RS/HS
 * confusion, no `crit` extensions). Written on node:crypto rather than jose's jwtVerify: it runs
 * on every signed-in request, and the WebCrypto path cost about 190 µs a call against 20 µs here
 * (docs/decisions/006-order-write-path.md). Tokens are signed by jose (signAccessToken). `now` is
 * the app's clock (docs/decisions/095-a-clock-you-can-set.md), so a test moves a token past its end.
 */
export function verifyAccessToken(token: string, secret: string, now: Date): VerifyResult {
  const invalid = { ok: false, expired: false } as const;
  const parts = token.split('.');
  if (parts.length !== 3) return invalid;
  const [header, body, signature] = parts as [string, string, string];
  // Compared as text: one canonical encoding of the signature is accepted, nothing lenient.
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  const protectedHeader = parseJson(header);
  if (protectedHeader?.alg !== ALGORITHM || 'crit' in protectedHeader) return invalid;
  const payload = parseJson(body);
  if (!payload || payload.iss !== ISSUER || typeof payload.sub !== 'string') return invalid;
  if (typeof payload.exp !== 'number') return invalid;
  if (payload.exp <= Math.floor(now.getTime() / 1000)) return { ok: false, expired: true };
  if (payload.typ === 'staff') {
    return {
      ok: true,
      principal: {
        kind: 'staff',
        staffId: payload.sub,
        businessId: String(payload.businessId),
        role: String(payload.role),
        ...sessionOf(payload),
      },
    };
  }
  if (payload.typ === 'customer') {
    return {
      ok: true,
      principal: {
        kind: 'customer',
        userId: payload.sub,
        role: String(payload.role ?? 'customer'),
        isGuest: payload.guest === true,
        ...sessionOf(payload),
      },
    };
  }
  return invalid;
}

const sessionOf = (payload: Record<string, unknown>) =>
  typeof payload.sid === 'string' ? { sessionId: payload.sid } : {};

/** A base64url JSON object of a token, or undefined when it is anything else. */
function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
