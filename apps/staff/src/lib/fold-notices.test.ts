import { describe, expect, it } from 'vitest';
import { createChimeFold, foldRequests } from './fold-notices.ts';

type Ask = { id: string; diner: string; createdAt: string };
const at = (minute: number) => `2026-11-28T19:${String(minute).padStart(2, '0')}:00.000Z`;

describe('folding one diner’s repeated requests (issue 28)', () => {
  it('makes one notice per diner, its requests oldest first, the notices by their first request', () => {
    const asks: Ask[] = [
      { id: 'b1', diner: 'Masa 2|ayşe', createdAt: at(3) },
      { id: 'a1', diner: 'Masa 1|ali', createdAt: at(1) },
      { id: 'a3', diner: 'Masa 1|ali', createdAt: at(5) },
      { id: 'a2', diner: 'Masa 1|ali', createdAt: at(2) },
    ];
    const folded = foldRequests(asks, (ask) => ask.diner);
    expect(folded.map((group) => [group.key, group.items.map((ask) => ask.id)])).toEqual([
      ['Masa 1|ali', ['a1', 'a2', 'a3']],
      ['Masa 2|ayşe', ['b1']],
    ]);
    expect(folded[0]!.latest.id).toBe('a3');
    expect(foldRequests([], (ask: Ask) => ask.diner)).toEqual([]);
  });

  it('chimes once for a flood of one diner, and for every other table, kind or order', () => {
    const chimes = createChimeFold(60_000);
    const notice = { kind: 'message', tableId: 'table-1', orderId: 'order-1' };
    const flood = Array.from({ length: 100 }, (_, i) => chimes(notice, i * 100));
    expect(flood.filter(Boolean)).toHaveLength(1);
    expect(chimes({ ...notice, tableId: 'table-2' }, 10_000)).toBe(true);
    expect(chimes({ ...notice, kind: 'bill_request' }, 10_000)).toBe(true);
    expect(chimes({ ...notice, orderId: 'order-2' }, 10_000)).toBe(true);
    // A minute of quiet after the last one, and the diner is heard again.
    expect(chimes(notice, 9_900 + 60_000)).toBe(true);
  });
});
