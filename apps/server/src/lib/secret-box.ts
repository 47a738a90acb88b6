import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a key derived from the server secret: for values the server must read back
 * later but nobody reading the database may use (the successor pair of a refresh token during
 * its grace window).
 */
const keyFor = (secret: string) => createHash('sha256').update(`secret-box:${secret}`).digest();

export function sealSecret(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed value, or undefined when it was not sealed with this secret or was altered. */
export function openSecret(secret: string, sealed: string): string | undefined {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
