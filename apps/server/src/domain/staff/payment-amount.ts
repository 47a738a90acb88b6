/**
 * Kuruş for `units` more units of a line whose `paidBefore` units are already paid. A line's
 * gross (its total, plus VAT when prices exclude it) is shared over its units with rounding
 * that telescopes: paying every unit, in any instalments, adds up to the gross exactly.
 */
export function paymentAmount({
  lineGross,
  quantity,
  paidBefore,
  units,
}: {
  lineGross: number;
  quantity: number;
  paidBefore: number;
  units: number;
}): number {
  const share = (paid: number) => Math.round((lineGross * paid) / quantity);
  return share(paidBefore + units) - share(paidBefore);
}
