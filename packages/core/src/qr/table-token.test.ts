import { describe, expect, it } from 'vitest';
import { buildTableQrUrl } from './build-table-qr-url.ts';
import { parseQrContent } from './parse-qr-content.ts';
import { formatTableToken, normalizeTableToken, readTableToken } from './table-token.ts';

const BUSINESS = '6650f1c2a4b3d5e6f7a8b901';

describe('table tokens', () => {
  it('reads a typed code in any case, with dashes or spaces', () => {
    expect(normalizeTableToken('7kqm-r2xd-4hvb')).toBe('7KQMR2XD4HVB');
    expect(normalizeTableToken(' 7KQM R2XD 4HVB ')).toBe('7KQMR2XD4HVB');
    expect(formatTableToken('7KQMR2XD4HVB')).toBe('7KQM-R2XD-4HVB');
  });

  it('refuses what no table token can be', () => {
    for (const text of ['', '7KQMR2XD4HV', '7KQMR2XD4HVBB', 'OKQMR2XD4HVB', '1KQMR2XD4HVB', null]) {
      expect(normalizeTableToken(text)).toBeNull();
    }
  });

  it('travels in the printed URL, which the scanner still reads as the same table', () => {
    const url = buildTableQrUrl({
      publicUrl: 'https://masa.example.com/',
      businessId: BUSINESS,
      tableId: 'table-bogaz01',
      tableToken: '7KQMR2XD4HVB',
    });
    expect(url).toBe(
      `https://masa.example.com/customerapp/table/table-bogaz01?business=${BUSINESS}&t=7KQMR2XD4HVB`,
    );
    expect(readTableToken(url)).toBe('7KQMR2XD4HVB');
    expect(parseQrContent(url)).toEqual({
      ok: true,
      businessId: BUSINESS,
      tableId: 'table-bogaz01',
    });
  });

  it('finds no token in a code printed without one', () => {
    expect(
      readTableToken(`https://x.example/customerapp/table/table-a1?business=${BUSINESS}`),
    ).toBeNull();
    expect(readTableToken(`${BUSINESS}/table-a1`)).toBeNull();
  });
});
