import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item.ts';

describe('moveItem', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('moves an item up, down and to either end', () => {
    expect(moveItem(ids, 'c', 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(ids, 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(ids, 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(ids, 'b', 3)).toEqual(['a', 'c', 'd', 'b']);
  });
  it('keeps the list at its ends and for an unknown item', () => {
    expect(moveItem(ids, 'a', -1)).toEqual(ids);
    expect(moveItem(ids, 'd', 9)).toEqual(ids);
    expect(moveItem(ids, 'x', 0)).toEqual(ids);
  });
});
