// Which share a diner takes of a line (ADR 048), the same on the split screen and the server:
// the server checks the request against it, the screen prices the request with it before
// sending, both through priceSelection.
import type { Bill, BillInput, BillLine } from './bill.ts';
import { isShareCount } from './shares.ts';

/**
 * The share a new request for one share of `line` among `count` diners gets: the first share
 * still free of a line shared in that many, share 1 of a line nobody has claimed any unit of
 * (sharing is per line: units claimed whole, paid or asked for, keep it from being shared),
 * otherwise none.
 */
export function nextShareIndex(line: BillLine, count: number): number | null {
  if (line.cancelled || line.chargedQuantity === 0 || !isShareCount(count)) return null;
  if (line.shareCount === 0) return line.availableQuantity === line.chargedQuantity ? 1 : null;
  if (line.shareCount !== count) return null;
  return line.shares.find((share) => share.available)?.index ?? null;
}

/**
 * Whether the diner may take share `index` of `line` among `count` by name (issue 34: a diner
 * pays share 2 online, a waiter names the share a friend hands cash for): that very share still
 * free of a line shared in that many, or any share of a line nobody has claimed any unit of (it
 * becomes shared in `count`, and this share is taken first).
 */
export function canTakeShare(line: BillLine, count: number, index: number): boolean {
  if (index < 1 || index > count || nextShareIndex(line, count) === null) return false;
  if (line.shareCount === 0) return true;
  return line.shares.some((share) => share.index === index && share.available);
}

/** The bill's input with lines shared in the counts given (those newly shared by a request). */
export function withShareCounts(
  input: BillInput,
  counts: Readonly<Record<string, number>>,
): BillInput {
  return {
    ...input,
    lines: input.lines.map((line) =>
      counts[line.id] === undefined ? line : { ...line, shareCount: counts[line.id] },
    ),
  };
}

/**
 * One share of each wanted line (line id → diners), as a request would take them: the
 * counts to price with (withShareCounts) and the share indices by line. Lines no share can be
 * taken of are left out.
 */
export function takeShares(
  bill: Bill,
  wanted: Readonly<Record<string, number>>,
): { counts: Record<string, number>; shares: Record<string, number[]> } {
  const counts: Record<string, number> = {};
  const shares: Record<string, number[]> = {};
  for (const line of bill.lines) {
    const count = wanted[line.id];
    if (count === undefined) continue;
    const index = nextShareIndex(line, count);
    if (index === null) continue;
    counts[line.id] = count;
    shares[line.id] = [index];
  }
  return { counts, shares };
}
