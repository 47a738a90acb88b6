import { describe, expect, it } from 'vitest';
import { ID_PATTERN, TABLE_ID_PATTERN, newId, newTableId } from './ids.ts';

describe('newId', () => {
  it('gives 24 lowercase hex characters that start with the current time', () => {
    const id = newId();
    expect(id).toMatch(ID_PATTERN);
    const seconds = parseInt(id.slice(0, 8), 16);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(5);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newId));
    expect(ids.size).toBe(10_000);
  });
});

describe('newTableId', () => {
  it("gives 'table-' and 10 lowercase letters or digits, shorter than an order id", () => {
    for (let i = 0; i < 200; i++) {
      const id = newTableId();
      expect(id).toMatch(/^table-[a-z0-9]{10}$/);
      expect(id).toMatch(TABLE_ID_PATTERN);
      expect(id.length).toBeLessThan(24);
    }
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 10_000 }, newTableId));
    expect(ids.size).toBe(10_000);
  });
});
