import { beforeEach, describe, expect, it } from 'vitest';
import { buildRequestHeaders } from './api/request-headers.ts';
import { storage } from './storage.ts';
import { followMovedSitting, readStoredSitting } from './table-sitting-store.ts';

const sitting = {
  tableId: 'table-bogaz01',
  businessId: '6650f1c2a4b3d5e6f7a8b901',
  sessionId: 's1',
  dinerId: 'd1',
  name: 'Misafir 1',
  key: 'k'.repeat(43),
  party: false,
};

beforeEach(() => localStorage.clear());

describe('the stored sitting (ADR 042)', () => {
  it('is read back for its own table and sent as X-Table-Session-Key', () => {
    storage.setTableId(sitting.tableId);
    storage.setTableSitting(sitting);
    expect(readStoredSitting()).toEqual(sitting);
    const { headers } = buildRequestHeaders('/orders/active', { json: false });
    expect(headers.get('X-Table-Session-Key')).toBe(sitting.key);
  });

  it('is dropped with its table, and a malformed one reads as none', () => {
    storage.setTableId(sitting.tableId);
    storage.setTableSitting(sitting);
    storage.setTableId('table-bogaz02');
    expect(readStoredSitting()).toBeNull();
    expect(localStorage.getItem('table_sitting')).toBeNull();
    storage.setTableSitting({ ...sitting, tableId: 'table-bogaz02', key: 7 });
    expect(readStoredSitting()).toBeNull();
    const { headers } = buildRequestHeaders('/orders/active', { json: false });
    expect(headers.has('X-Table-Session-Key')).toBe(false);
  });

  it('follows its party to another table or sitting: the same key, the new table (ADR 075)', () => {
    storage.setTableId(sitting.tableId);
    storage.setTableSitting(sitting);
    followMovedSitting(sitting, { tableId: 'table-bogaz07', sessionId: 's2' });
    expect(storage.getTableId()).toBe('table-bogaz07');
    expect(readStoredSitting()).toEqual({ ...sitting, tableId: 'table-bogaz07', sessionId: 's2' });
    const { headers } = buildRequestHeaders('/orders/active', { json: false });
    expect(headers.get('X-Table-Session-Key')).toBe(sitting.key);
  });
});
