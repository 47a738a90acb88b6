/**
 * Idempotent writes (ADR 004: writes a diner can repeat are idempotent): placing an order,
 * adding items, requesting the bill, splitting, paying, rating.
 *
 * Use from a route:
 *
 *   const answer = await withIdempotency({
 *     db: app.db,
 *     key: readIdempotencyKey(request),                 // the Idempotency-Key header, or undefined
 *     scope: `user:${userId}`,                          // whose keys these are
 *     request: { method: 'POST', path: '/orders', body: request.body },
 *     run: async (tx) => ({ statusCode: 201, body: ok(order, said('answer.order.created')) }),
 *   });
 *   return sendIdempotent(reply, answer);
 *
 * - `run` gets the transaction: every write it makes commits or rolls back with the key.
 * - Without a key, `run` simply runs in a transaction.
 * - With a key, the first statement claims (scope, key) with INSERT … ON CONFLICT DO NOTHING.
 *   A concurrent request with the same key blocks on the primary key until the first commits,
 *   then reads the answer stored by the same transaction as the write: one write, and every
 *   caller gets the same status and body (with `Idempotent-Replayed: true` on repeats).
 * - If `run` throws (an AppError 4xx or anything else), the claim rolls back with the write:
 *   nothing is stored and a retry runs again.
 * - The same key with another method, path or body answers 422 IDEMPOTENCY_KEY_REUSED.
 * - The answer is stored as `JSON.stringify(body)` with its message kept by id (`said`), and
 *   every answer, the first and each repeat, is that text with the message said in the language
 *   the request asks for (say-stored-answer.ts): a repeat in one language is byte for byte the
 *   first answer in it. The route's response schema documents the body (OpenAPI) but is not
 *   run on it: `run` must build it with typed code (dates as ISO strings), as toOrderResponse
 *   does.
 * - The statements are prepared once per connection: this is the hot path of every order.
 */
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import type { DbOrTx, Tx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { languageOf } from '../../i18n/request-language.ts';
import { hashRequest, type IdempotentRequest } from './hash-request.ts';
import { sayStoredAnswer } from './say-stored-answer.ts';

/** `body` is the serialized JSON text of the answer, its message kept by id (`said`). */
export type IdempotentAnswer = { statusCode: number; body: string; replayed: boolean };

const CLAIM = `insert into idempotency_keys (scope, key, method, path, request_hash)
  values ($1, $2, $3, $4, $5) on conflict do nothing returning 1 as claimed`;
const READ = `select request_hash as "requestHash", status_code as "statusCode", response_body as "body"
  from idempotency_keys where scope = $1 and key = $2`;
const STORE = `update idempotency_keys set status_code = $3, response_body = $4::jsonb, completed_at = now()
  where scope = $1 and key = $2`;

export async function withIdempotency<T>({
  db,
  key,
  scope,
  request,
  run,
}: {
  db: Db;
  key: string | undefined;
  scope: string;
  request: IdempotentRequest;
  run: (tx: Tx) => Promise<{ statusCode: number; body: T }>;
}): Promise<IdempotentAnswer> {
  return db.transaction(async (tx) => {
    if (key === undefined) {
      const answer = await run(tx);
      return { statusCode: answer.statusCode, body: JSON.stringify(answer.body), replayed: false };
    }
    const requestHash = hashRequest(request);
    const claimed = await rawQuery(tx, 'idempotency_claim', CLAIM, [
      scope,
      key,
      request.method,
      request.path,
      requestHash,
    ]);
    if (claimed.length === 0) {
      const stored = await readStoredAnswer(tx, { scope, key, requestHash });
      if (!stored) throw refuse(422, 'IDEMPOTENCY_KEY_REUSED');
      return stored;
    }
    const answer = await run(tx);
    const body = JSON.stringify(answer.body);
    // Stored as a jsonb string holding the exact text, so the replay is byte-identical.
    await rawQuery(tx, 'idempotency_store', STORE, [
      scope,
      key,
      answer.statusCode,
      JSON.stringify(body),
    ]);
    return { statusCode: answer.statusCode, body, replayed: false };
  });
}

/**
 * The answer stored under (scope, key), as a replay; undefined when there is none. A stored
 * answer of another request (another method, path or body) is 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function readStoredAnswer(
  db: DbOrTx,
  { scope, key, requestHash }: { scope: string; key: string; requestHash: string },
): Promise<IdempotentAnswer | undefined> {
  const [stored] = await rawQuery<{
    requestHash: string;
    statusCode: number | null;
    body: unknown;
  }>(db, 'idempotency_read', READ, [scope, key]);
  if (!stored) return undefined;
  if (stored.requestHash !== requestHash) {
    throw refuse(422, 'IDEMPOTENCY_KEY_REUSED');
  }
  if (stored.statusCode === null || typeof stored.body !== 'string') {
    // Unreachable while the claim and the answer commit together; kept as a clear answer.
    throw refuse(409, 'IDEMPOTENCY_IN_PROGRESS');
  }
  return { statusCode: stored.statusCode, body: stored.body, replayed: true };
}

/**
 * Sends an answer of `withIdempotency`: its status, its JSON text with the message said in the
 * request's language, the replay header on repeats.
 */
export function sendIdempotent(reply: FastifyReply, answer: IdempotentAnswer): void {
  reply.code(answer.statusCode).type('application/json; charset=utf-8');
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  reply.send(sayStoredAnswer(answer.body, languageOf(reply.request)));
}
