import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

export type Principal =
  | { kind: 'customer'; userId: string; role: string; isGuest: boolean }
  | { kind: 'staff'; staffId: string; businessId: string; role: string };

const ALGORITHM = 'HS256';
const ISSUER = 'masa';

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Short-lived access token. Claims: `sub` and `userId` (the spec's socket reads either),
 * `typ` customer|staff, `role`, and for staff `businessId`.
 */
export async function signAccessToken(
  principal: Principal,
  { secret, ttlSeconds }: { secret: string; ttlSeconds: number },
): Promise<string> {
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
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

export type VerifyResult = { ok: true; principal: Principal } | { ok: false; expired: boolean };

/** Verifies signature, issuer and expiry; only HS256 is accepted (no `alg: none`, no RS/HS confusion). */
export async function verifyAccessToken(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
    });
    if (payload.typ === 'staff' && typeof payload.sub === 'string') {
      return {
        ok: true,
        principal: {
          kind: 'staff',
          staffId: payload.sub,
          businessId: String(payload.businessId),
          role: String(payload.role),
        },
      };
    }
    if (payload.typ === 'customer' && typeof payload.sub === 'string') {
      return {
        ok: true,
        principal: {
          kind: 'customer',
          userId: payload.sub,
          role: String(payload.role ?? 'customer'),
          isGuest: payload.guest === true,
        },
      };
    }
    return { ok: false, expired: false };
  } catch (error) {
    return { ok: false, expired: error instanceof joseErrors.JWTExpired };
  }
}
