import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with argon2id and a salt, and verifies only the right password', async () => {
    const first = await hashPassword('demo1234');
    const second = await hashPassword('demo1234');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'demo1234')).toBe(true);
    expect(await verifyPassword(first, 'demo12345')).toBe(false);
  });

  it('treats a malformed stored hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'demo1234')).toBe(false);
    expect(await verifyPassword('', 'demo1234')).toBe(false);
  });

  it('uses the OWASP argon2id cost: 19 MiB of memory, 5 passes (read from the hash, not a clock)', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=5,p=1\$/);
  });
});
