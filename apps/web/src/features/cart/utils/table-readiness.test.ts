import { describe, expect, it } from 'vitest';
import { tableReadiness } from './table-readiness.ts';

const at = { businessId: 'b1', tableId: 'table-1', itemBusinessIds: ['b1', 'b1'] };

describe('tableReadiness', () => {
  it('orders at a table proven by its printed code or its sitting', () => {
    expect(tableReadiness({ ...at, proven: true })).toBe('ready');
  });

  it('asks only for the printed code when the table is known but its code was not seen', () => {
    expect(tableReadiness({ ...at, proven: false })).toBe('codeMissing');
  });

  it('asks for a table when none of the cart’s business is known', () => {
    expect(tableReadiness({ ...at, tableId: null, proven: false })).toBe('noTable');
    expect(tableReadiness({ ...at, businessId: null, proven: true })).toBe('noTable');
    expect(tableReadiness({ ...at, itemBusinessIds: ['b2'], proven: true })).toBe('noTable');
  });
});
