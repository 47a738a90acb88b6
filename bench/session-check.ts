// What checking that an access token's session has not ended costs (ADR 010): a map lookup
// among the sessions ended in the last access-token lifetime, next to the HS256 check every
// authenticated request already pays. Measured in this process, like a micro-benchmark.
import { randomUUID } from 'node:crypto';
import { SessionRevocations } from '../apps/server/src/domain/auth/session-revocations.ts';
import { signAccessToken, verifyAccessToken } from '../apps/server/src/lib/access-token.ts';

export type SessionCheckFigures = {
  endedSessions: number;
  lookupNs: number;
  tokenVerifyNs: number;
};

export async function measureSessionCheck(endedSessions = 1_000): Promise<SessionCheckFigures> {
  const ended = new SessionRevocations(16 * 60_000);
  ended.add(Array.from({ length: endedSessions }, () => randomUUID()));
  const asked = Array.from({ length: 1_000 }, () => randomUUID());
  const lookups = 2_000_000;
  let hits = 0;
  let start = process.hrtime.bigint();
  for (let i = 0; i < lookups; i += 1) if (ended.has(asked[i % asked.length]!)) hits += 1;
  const lookupNs = Number(process.hrtime.bigint() - start) / lookups;
  if (hits !== 0) throw new Error('bench: a live session read as ended');

  const secret = randomUUID().repeat(2);
  const token = await signAccessToken(
    {
      kind: 'customer',
      userId: 'bench',
      role: 'customer',
      isGuest: false,
      sessionId: randomUUID(),
    },
    { secret, ttlSeconds: 900, now: new Date() },
  );
  const verifies = 20_000;
  start = process.hrtime.bigint();
  for (let i = 0; i < verifies; i += 1) verifyAccessToken(token, secret, new Date());
  const tokenVerifyNs = Number(process.hrtime.bigint() - start) / verifies;
  return { endedSessions, lookupNs, tokenVerifyNs };
}

export function printSessionCheck(figures: SessionCheckFigures): string[] {
  const { endedSessions, lookupNs, tokenVerifyNs } = figures;
  return [
    `Session check (ADR 010), ${endedSessions} ended sessions held: ${lookupNs.toFixed(0)} ns per request, ` +
      `${((100 * lookupNs) / tokenVerifyNs).toFixed(1)} % of the ${(tokenVerifyNs / 1000).toFixed(1)} µs HS256 token check`,
  ];
}
