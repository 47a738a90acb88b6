import type { Db } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { withIdempotency } from '../idempotency/with-idempotency.ts';
import { findSittingDiner } from '../table-sessions/find-sitting-diner.ts';
import type { AddCartLineBody } from './cart-line-body.ts';
import { addCartLine } from './change-cart-line.ts';

type Changed = Awaited<ReturnType<typeof addCartLine>>;
const PATH = '/tables/sessions/current/cart/lines';

/**
 * Adds a line to the shared cart once per `Idempotency-Key` (issue 30): a phone that added a
 * dish offline sends it when the connection returns, and again with the same key when that
 * answer was lost, so a retry never grows the line twice. The keys are the sitting's diner's
 * (a phone's key may belong to no account). `change` is null on a repeat: nothing was written.
 */
export async function addCartLineOnce({
  db,
  key,
  idempotencyKey,
  now,
  body,
}: {
  db: Db;
  key: string | null;
  idempotencyKey: string | undefined;
  now: Date;
  body: AddCartLineBody;
}): Promise<{ change: Changed | null; replayed: boolean }> {
  if (idempotencyKey === undefined) {
    const change = await db.transaction((tx) => addCartLine({ tx, key, now, body }));
    return { change, replayed: false };
  }
  const found = await findSittingDiner({ db, key, now });
  if (!found) throw refuse(403, 'TABLE_SESSION_REQUIRED');
  // Set by `run` only when this request wrote (a repeat is answered from the stored claim).
  let change = null as Changed | null;
  const answer = await withIdempotency({
    db,
    key: idempotencyKey,
    scope: `diner:${found.diner.id}`,
    request: { method: 'POST', path: PATH, body },
    run: async (tx) => {
      const added = await addCartLine({ tx, key, now, body });
      change = added;
      return { statusCode: 201, body: { version: added.version } };
    },
  });
  return { change, replayed: answer.replayed };
}
