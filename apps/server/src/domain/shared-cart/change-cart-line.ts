import { and, eq } from 'drizzle-orm';
import { tableCartLines } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { loadCartProducts } from '../orders/load-cart-products.ts';
import { priceCartItems } from '../orders/price-cart-items.ts';
import type { AddCartLineBody } from './cart-line-body.ts';
import { loadCartLines } from './load-shared-cart.ts';
import { bumpCart, lockSittingOfKey } from './lock-sitting.ts';
import { SHARED_CART_MAX_LINES } from '@masa/core/tables/shared-cart.schemas';
import { unionOf } from '@masa/core/allergens/allergen-list';

type Change = { tx: Tx; key: string | null; now: Date };
type Changed = { sessionId: string; dinerId: string; version: number };

/**
 * Adds a line to the shared cart of the key's sitting (ADR 043), checked like an order line
 * (the product of the table's business, on sale, its options and extras its own). The same
 * product with the same choices and note that this diner added before grows instead (001 §4);
 * another diner's line is never touched. Runs under the sitting's row lock.
 */
export async function addCartLine({
  tx,
  key,
  now,
  body,
}: Change & { body: AddCartLineBody }): Promise<Changed> {
  const { session, diner } = await lockSittingOfKey({ tx, key, now });
  const { products, activeCategoryIds } = await loadCartProducts({
    db: tx,
    productIds: [body.productId],
  });
  const [priced] = priceCartItems({
    items: [{ ...body, selectedAdditions: body.selectedAdditions ?? [] }],
    products,
    activeCategoryIds,
    businessId: session.businessId,
  });
  const chosen = {
    options: priced!.selectedOptions,
    additions: priced!.selectedAdditions.map((a) => a.name),
  };
  const rows = await loadCartLines(tx, session.id);
  const same = rows.find(
    ({ line }) =>
      line.dinerId === diner.id &&
      line.productId === body.productId &&
      (line.notes ?? '') === (priced!.notes ?? '') &&
      sameChoices(line, chosen),
  );
  if (same) {
    await tx
      .update(tableCartLines)
      .set({
        quantity: Math.min(99, same.line.quantity + body.quantity),
        avoidedAllergens: unionOf([same.line.avoidedAllergens, body.avoidedAllergens]),
        updatedAt: now,
      })
      .where(eq(tableCartLines.id, same.line.id));
  } else {
    if (rows.length >= SHARED_CART_MAX_LINES) throw refuse(409, 'CART_FULL');
    await tx.insert(tableCartLines).values({
      tableSessionId: session.id,
      dinerId: diner.id,
      productId: body.productId,
      quantity: body.quantity,
      notes: priced!.notes,
      selectedOptions: chosen.options,
      selectedAdditions: chosen.additions,
      avoidedAllergens: body.avoidedAllergens ?? [],
      createdAt: now,
      updatedAt: now,
    });
  }
  return { sessionId: session.id, dinerId: diner.id, version: await bumpCart(tx, session, now) };
}

/**
 * The stepper (quantity) or the remove button on a line: only the diner who added it. Owns its
 * transaction: the sitting's row lock is held until the change commits.
 */
export async function changeCartLine({
  db,
  key,
  now,
  lineId,
  quantity,
}: Omit<Change, 'tx'> & { db: Db; lineId: string; quantity: number | null }): Promise<Changed> {
  return db.transaction(async (tx) => {
    const { session, diner } = await lockSittingOfKey({ tx, key, now });
    const [line] = await tx
      .select()
      .from(tableCartLines)
      .where(and(eq(tableCartLines.id, lineId), eq(tableCartLines.tableSessionId, session.id)));
    if (!line) throw refuse(404, 'CART_LINE_NOT_FOUND');
    if (line.dinerId !== diner.id) throw refuse(403, 'CART_LINE_NOT_YOURS');
    if (quantity === null) await tx.delete(tableCartLines).where(eq(tableCartLines.id, line.id));
    else
      await tx
        .update(tableCartLines)
        .set({ quantity, updatedAt: now })
        .where(eq(tableCartLines.id, line.id));
    return { sessionId: session.id, dinerId: diner.id, version: await bumpCart(tx, session, now) };
  });
}

function sameChoices(
  line: { selectedOptions: Record<string, string[]>; selectedAdditions: string[] },
  chosen: { options: Record<string, string[]>; additions: string[] },
): boolean {
  const options = (value: Record<string, string[]>) =>
    JSON.stringify(
      Object.entries(value)
        .map(([name, names]) => [name, [...names].sort()])
        .sort(),
    );
  return (
    options(line.selectedOptions) === options(chosen.options) &&
    JSON.stringify([...line.selectedAdditions].sort()) ===
      JSON.stringify([...chosen.additions].sort())
  );
}
