import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with 19 MiB of memory (OWASP's minimum for argon2id) and 5 passes: about 40 ms per
 * hash on the 2-core development machine, so a login costs the server little and a stolen hash
 * costs an attacker a lot. Parameters are stored in each hash, so raising them later only
 * affects new hashes.
 */
const OPTIONS = {
  // Algorithm is an ambient const enum, which verbatimModuleSyntax cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 5,
  parallelism: 1,
} as const;

let hashed = 0;

export function hashPassword(plain: string): Promise<string> {
  hashed += 1;
  return hash(plain, OPTIONS);
}

/**
 * How many passwords this process has hashed. A hash is the costly step of every password
 * call, so a refusal that needs none must not pay for one (a bad reset link, issue 28); the
 * tests read the count to show it.
 */
export const passwordsHashed = (): number => hashed;

/** False for a wrong password and for a hash that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
