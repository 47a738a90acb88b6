import { describe, expect, it } from 'vitest';
import { isBusinessId, isOrderIdLike, isTableId } from './ids.ts';

describe('isBusinessId', () => {
  it('accepts 24 hexadecimal characters in either case', () => {
    expect(isBusinessId('507f1f77bcf86cd799439011')).toBe(true);
    expect(isBusinessId('507F1F77BCF86CD799439011')).toBe(true);
  });

  it('refuses other lengths, other characters and non-strings', () => {
    expect(isBusinessId('507f1f77bcf86cd79943901')).toBe(false);
    expect(isBusinessId('507f1f77bcf86cd7994390111')).toBe(false);
    expect(isBusinessId('507f1f77bcf86cd79943901g')).toBe(false);
    expect(isBusinessId(' 507f1f77bcf86cd799439011')).toBe(false);
    expect(isBusinessId(undefined)).toBe(false);
    expect(isBusinessId(507)).toBe(false);
  });
});

describe('isTableId', () => {
  it("accepts 'table-' followed by letters and digits", () => {
    expect(isTableId('table-1')).toBe(true);
    expect(isTableId('table-A12b')).toBe(true);
    expect(isTableId('table-507f1f77bcf86cd799439011')).toBe(true);
  });

  it('refuses a bare prefix, other characters and other prefixes', () => {
    expect(isTableId('table-')).toBe(false);
    expect(isTableId('table-1_2')).toBe(false);
    expect(isTableId('table-1/2')).toBe(false);
    expect(isTableId('Table-1')).toBe(false);
    expect(isTableId('masa-1')).toBe(false);
    expect(isTableId(null)).toBe(false);
  });
});

describe('isOrderIdLike', () => {
  it('treats 24 or more characters as an order id and fewer as a table id', () => {
    expect(isOrderIdLike('a'.repeat(24))).toBe(true);
    expect(isOrderIdLike('a'.repeat(30))).toBe(true);
    expect(isOrderIdLike('table-12345678901234567')).toBe(false);
    expect(isOrderIdLike('')).toBe(false);
  });
});
