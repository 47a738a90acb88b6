// Sharing a dish (issue 21 §3, ADR 048): a line of the bill paid in N equal shares, exact in
// kuruş. A share of a line is 1/N of everything its charged units cost; the kuruş that do not
// divide go one each to the first shares ('Pay 1/3' carries the extra kuruş of ₺100.00 among
// three: 33.34 + 33.33 + 33.33), so the shares of a line always add up to the line.

/** The fewest and most diners a line may be shared among. */
export const MIN_SHARES = 2;
export const MAX_SHARES = 10;

/** Whether N is a number of shares a line may be split into. */
export function isShareCount(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= MIN_SHARES && (value as number) <= MAX_SHARES
  );
}

/**
 * What share `index` (1 … count) of `amount` kuruş costs: the amount divided by count, the
 * remainder kuruş carried one each by shares 1 … remainder. Outside 1 … count, 0.
 */
export function shareAmount(amount: number, count: number, index: number): number {
  if (!isShareCount(count) || !Number.isInteger(index) || index < 1 || index > count) return 0;
  const whole = Math.max(0, Math.floor(amount));
  const base = Math.floor(whole / count);
  return base + (index <= whole % count ? 1 : 0);
}

/** Every share of an amount, share 1 first: they add up to the amount exactly. */
export function shareAmounts(amount: number, count: number): number[] {
  if (!isShareCount(count)) return [];
  return Array.from({ length: count }, (_, i) => shareAmount(amount, count, i + 1));
}

/** The shares a line is split into, as the bill shows each. */
export type BillShare = {
  /** 1 … shareCount; share 1 carries the first remainder kuruş. */
  index: number;
  /** What this share costs, as priced (VAT inside or apart, as the line's). */
  amount: number;
  paid: boolean;
  /** Not paid nor in an approved request: the rest of the bill pays it. */
  due: boolean;
  /** Due and not held by a pending request: a diner may ask for it. */
  available: boolean;
};

/** Shares grouped by line, as a selection names them. */
export function sharesByLine(
  shares: readonly { lineId: string; index: number }[],
): Record<string, number[]> {
  const byLine: Record<string, number[]> = {};
  for (const { lineId, index } of shares) (byLine[lineId] ??= []).push(index);
  return byLine;
}

/** A shared line's shares with what each costs and whether it is paid, reserved or held. */
export function lineShares({
  amount,
  shareCount,
  paid,
  reserved = [],
  held = [],
}: {
  amount: number;
  /** 0: not shared, no shares. */
  shareCount: number;
  paid: ReadonlySet<number> | undefined;
  /** Shares of approved requests not paid yet. */
  reserved?: readonly number[] | undefined;
  /** Shares held by pending requests. */
  held?: readonly number[] | undefined;
}): BillShare[] {
  return Array.from({ length: shareCount }, (_, i) => {
    const index = i + 1;
    const isPaid = paid?.has(index) ?? false;
    const due = !isPaid && !reserved.includes(index);
    return {
      index,
      amount: shareAmount(amount, shareCount, index),
      paid: isPaid,
      due,
      available: due && !held.includes(index),
    };
  });
}
