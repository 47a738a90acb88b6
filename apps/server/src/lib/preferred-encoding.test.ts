import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './send-cached-json.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding(['deflate', 'gzip'])).toBe('gzip');
  });

  it('answers the same for a header seen before, however many others came between', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    // More distinct texts than it remembers: each still gets its own answer.
    for (let i = 0; i < 200; i++) {
      expect(preferredEncoding(`x-${i}, gzip`)).toBe('gzip');
      expect(preferredEncoding(`x-${i}, br`)).toBe('br');
      expect(preferredEncoding(`x-${i}`)).toBeUndefined();
    }
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
  });
});
