// The bill's lines and charges priced once, before anything is paid: each charged unit at its
// price after staff discounts (ADR 074), each charge at its amount, each with its VAT rate.
import type { BillInput } from './bill-input.ts';
import { isShareCount } from './shares.ts';
import { applyStaffDiscounts, type BillDiscount } from './staff-discounts.ts';

/** A whole, non-negative count or amount; anything else is 0. */
export const count = (value: number | null | undefined): number =>
  Number.isFinite(value) ? Math.max(0, Math.floor(value as number)) : 0;
export const rateOf = (value: number): number => Math.max(0, Math.round(value)) || 0;
export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export type PricedLine = {
  unitPrice: number;
  /** Each charged unit's price after staff discounts, unit 1 first: paid in this order. */
  units: number[];
  /** Sum of units: what the line costs after staff discounts. */
  net: number;
  rate: number;
  charged: number;
  shareCount: number;
};

export type Priced = {
  lines: Map<string, PricedLine>;
  charges: Map<string, { amount: number; rate: number }>;
  discounts: BillDiscount[];
  included: boolean;
};

export function priceLines(
  input: Pick<BillInput, 'lines' | 'charges' | 'taxIncludedInPrice' | 'staffDiscounts'>,
): Priced {
  const units = new Map(
    input.lines.map((line) => {
      const charged = line.cancelled
        ? 0
        : Math.max(0, count(line.quantity) - count(line.freeQuantity));
      return [line.id, Array.from({ length: charged }, () => count(line.unitPrice))];
    }),
  );
  const discounts = applyStaffDiscounts(units, input.staffDiscounts ?? []);
  return {
    included: input.taxIncludedInPrice,
    discounts,
    lines: new Map(
      input.lines.map((line) => {
        const lineUnits = units.get(line.id)!;
        const charged = lineUnits.length;
        const shared = charged > 0 && isShareCount(line.shareCount);
        const shareCount = shared ? (line.shareCount as number) : 0;
        return [
          line.id,
          {
            unitPrice: count(line.unitPrice),
            units: lineUnits,
            net: sum(lineUnits),
            rate: rateOf(line.vatRate),
            charged,
            shareCount,
          },
        ];
      }),
    ),
    charges: new Map(
      input.charges.map((charge) => [
        charge.id,
        { amount: count(charge.amount), rate: rateOf(charge.vatRate) },
      ]),
    ),
  };
}
