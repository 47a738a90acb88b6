import type { TicketProduct } from './ticket.ts';

/** An ordered line as the table's panel reads it (GET /api/staff/orders/{id}). */
type OrderedLine = {
  productId: string | null;
  name: string;
  selectedOptions: Record<string, string[]>;
  selectedAdditions: { name: string }[];
};
export type Again<P> = {
  key: string;
  product: P;
  options: Record<string, string[]>;
  extras: string[];
};

export const AGAIN_MAX = 6;

/**
 * The dishes of the table's last orders, one tap away (issue 31 §5): newest order first, each
 * dish with its choices once, only dishes the menu still offers (a removed or sold-out dish has
 * no button). The note and seat stay with the line they were for.
 */
export function dishesAgain<P extends TicketProduct & { isAvailable: boolean }>(
  orders: { items: OrderedLine[] }[],
  products: P[],
): Again<P>[] {
  const found: Again<P>[] = [];
  for (const line of orders.flatMap((order) => order.items)) {
    const product = products.find((p) => p.id === line.productId && p.isAvailable);
    const extras = line.selectedAdditions.map((extra) => extra.name);
    const key = JSON.stringify([line.productId, line.selectedOptions, extras]);
    if (!product || found.some((again) => again.key === key)) continue;
    found.push({ key, product, options: line.selectedOptions, extras });
    if (found.length === AGAIN_MAX) break;
  }
  return found;
}
