// A share named by its index (issue 34): a diner paying share 2 online, a waiter naming the share
// a friend hands cash for. The very share is taken or none; the first free one is nextShareIndex's.
import { describe, expect, it } from 'vitest';
import { computeBill, type BillInput } from './bill.ts';
import { canTakeShare, nextShareIndex } from './share-selection.ts';

const table = (shared: Partial<BillInput> & { shareCount?: number } = {}): BillInput => ({
  taxIncludedInPrice: true,
  lines: [
    {
      id: 'haydari',
      name: 'Haydari',
      quantity: 1,
      unitPrice: 9_000,
      vatRate: 10,
      ...(shared.shareCount ? { shareCount: shared.shareCount } : {}),
    },
  ],
  charges: [],
  payments: shared.payments ?? [],
  ...(shared.heldShares ? { heldShares: shared.heldShares } : {}),
});
const line = (input: BillInput) => computeBill(input).lines[0]!;
const paidShare = (index: number) => ({
  id: `p${index}`,
  method: 'online',
  tip: 0,
  lines: [],
  charges: [],
  shares: [{ lineId: 'haydari', index }],
});

describe('canTakeShare (issue 34)', () => {
  it('any share of a line nobody has claimed: it becomes shared in that many', () => {
    expect(canTakeShare(line(table()), 3, 2)).toBe(true);
    expect(canTakeShare(line(table()), 3, 4)).toBe(false);
    expect(canTakeShare(line(table()), 3, 0)).toBe(false);
  });

  it('of a shared line, that very share while it is free, whatever comes first', () => {
    const input = table({ shareCount: 3, payments: [paidShare(2)] });
    expect(canTakeShare(line(input), 3, 2)).toBe(false);
    expect(canTakeShare(line(input), 3, 3)).toBe(true);
    // Without a name the first free share is still share 1.
    expect(nextShareIndex(line(input), 3)).toBe(1);
    // Another count than the line's, or a share a pending request holds: no.
    expect(canTakeShare(line(input), 4, 3)).toBe(false);
    const held = table({ shareCount: 3, payments: [paidShare(2)], heldShares: { haydari: [3] } });
    expect(canTakeShare(line(held), 3, 3)).toBe(false);
    expect(canTakeShare(line(held), 3, 1)).toBe(true);
  });
});
