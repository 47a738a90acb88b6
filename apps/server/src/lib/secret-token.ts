import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Opaque secrets handed to clients (refresh tokens, e-mailed link tokens): 32 random bytes,
 * base64url. Only their SHA-256 is stored, so a leaked table gives nobody a working token.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token, the form it is stored and looked up in. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** HMAC-SHA256 (base64url) keyed by a server secret, for short codes that a plain hash would not hide. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
