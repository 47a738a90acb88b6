import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './public-url.ts';

describe('isLoopbackUrl', () => {
  it('names this machine for localhost, 127.0.0.0/8, ::1, 0.0.0.0 and what cannot be read', () => {
    for (const url of [
      'http://localhost:3000',
      'http://app.localhost',
      'http://127.0.0.1:3000',
      'http://127.1.2.3',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it('accepts a public name or an address on the restaurant’s network', () => {
    for (const url of ['https://masa.example.com', 'http://192.168.1.20:3000', 'http://10.0.0.5']) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
