import { describe, expect, it } from 'vitest';
import { expiryWarning } from '../hooks/use-edit-window.ts';

describe('the edit window running out on screen (001 §4)', () => {
  it("warns once it closed there, in the pending items' words while some are pending", () => {
    expect(expiryWarning({ expiredHere: false, pending: true })).toBeNull();
    expect(expiryWarning({ expiredHere: true, pending: false })).toBe('Düzenleme süresi doldu!');
    expect(expiryWarning({ expiredHere: true, pending: true })).toBe(
      'Bekleyen ürünler için düzenleme süresi doldu!',
    );
  });
});
