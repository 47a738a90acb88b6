import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { keepsKey, keyForSend } from './send-attempt.ts';

describe("a send's Idempotency-Key", () => {
  it('is kept for a retry when the answer was lost, and new after a refusal', () => {
    expect(keepsKey(new ApiError('Sunucuya ulaşılamadı.', 0, 'NETWORK_ERROR'))).toBe(true);
    expect(keepsKey(new ApiError('Hata (502)', 502))).toBe(true);
    expect(keepsKey(new ApiError('Ürün tükendi', 409, 'SOLD_OUT'))).toBe(false);
    expect(keyForSend('first', () => 'second')).toBe('first');
    expect(keyForSend(null, () => 'second')).toBe('second');
  });
});
