import { describe, expect, it } from 'vitest';
import { stampFormat } from './stamp.ts';

describe('stampFormat', () => {
  it('writes the first days of a month with their leading zero, on Istanbul time', () => {
    // 21:09 UTC on 30 November is 00:09 on 1 December in Istanbul.
    const at = new Date('2026-11-30T21:09:00Z');
    expect(stampFormat('tr').format(at)).toBe('01.12.2026 00:09');
    expect(stampFormat('en').format(at)).toBe('01/12/2026, 00:09');
  });

  it('writes a two-digit day as before', () => {
    expect(stampFormat().format(new Date('2026-11-29T11:35:00Z'))).toBe('29.11.2026 14:35');
  });
});
