import type { SharedCart, SharedCartLine } from '@masa/core/tables/shared-cart.schemas';
import { asc, eq } from 'drizzle-orm';
import { tableCartLines, tableSessionDiners } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { productVatPercent } from '@masa/core/money/product-vat';
import { loadCartProducts, type CartProduct } from '../orders/load-cart-products.ts';
import { priceCartItems } from '../orders/price-cart-items.ts';
import { dinerName } from '../table-sessions/diner-name.ts';

export type CartLineRow = typeof tableCartLines.$inferSelect;

/** The sitting's cart lines with their diners' names, in the order they were added. */
export async function loadCartLines(db: DbOrTx, sessionId: string) {
  return db
    .select({
      line: tableCartLines,
      name: tableSessionDiners.name,
      guestNumber: tableSessionDiners.guestNumber,
    })
    .from(tableCartLines)
    .innerJoin(tableSessionDiners, eq(tableSessionDiners.id, tableCartLines.dinerId))
    .where(eq(tableCartLines.tableSessionId, sessionId))
    .orderBy(asc(tableCartLines.createdAt), asc(tableCartLines.id));
}

/**
 * The shared cart as diner `meId` sees it (ADR 043): every line with its diner's name, named
 * and priced from the menu now by the same rule as an order (priceCartItems). A product sold
 * out or gone since is still shown, marked unavailable, so its diner can take it out; the
 * order refuses it (409) as any order would.
 */
export async function loadSharedCart({
  db,
  sessionId,
  version,
  meId,
}: {
  db: DbOrTx;
  sessionId: string;
  version: number;
  meId: string;
}): Promise<SharedCart> {
  const rows = await loadCartLines(db, sessionId);
  const { products, activeCategoryIds } = await loadCartProducts({
    db,
    productIds: rows.map((row) => row.line.productId),
  });
  const lines = rows.flatMap(({ line, name, guestNumber }) => {
    const product = products.get(line.productId);
    if (!product) return [];
    const available =
      product.active && product.isAvailable && activeCategoryIds.has(product.categoryId);
    return [
      {
        ...present(line, product),
        available,
        diner: {
          id: line.dinerId,
          ...dinerName({ name, guestNumber }),
          isMine: line.dinerId === meId,
        },
      },
    ];
  });
  return { sessionId, version, lines };
}

function present(
  line: CartLineRow,
  product: CartProduct,
): Omit<SharedCartLine, 'available' | 'diner'> {
  // Priced as if on sale, so a line sold out since still shows what it would cost.
  const onSale = { ...product, active: true, isAvailable: true };
  let priced;
  try {
    [priced] = priceCartItems({
      items: [{ ...line, notes: line.notes }],
      products: new Map([[product.id, onSale]]),
      activeCategoryIds: new Set([product.categoryId]),
      businessId: product.businessId,
    });
  } catch (error) {
    // The product's options or extras changed since: its base price, the order will say why.
    if (!(error instanceof AppError)) throw error;
  }
  return {
    id: line.id,
    productId: product.id,
    businessId: product.businessId,
    name: product.name,
    imageUrl: product.imageUrl ?? product.images[0] ?? null,
    quantity: line.quantity,
    price: priced?.unitPrice ?? product.price,
    originalPrice: priced?.originalPrice ?? product.price,
    vatRate: (priced?.vatRate ?? productVatPercent(product)) / 100,
    notes: line.notes ?? '',
    selectedOptions: priced?.selectedOptions ?? line.selectedOptions,
    selectedAdditions: priced?.selectedAdditions ?? [],
  };
}
