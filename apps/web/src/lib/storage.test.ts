import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESHED_EVENT, storage } from './storage.ts';

beforeEach(() => {
  localStorage.clear();
  storage.clearAuth();
});
afterEach(() => vi.useRealTimers());

describe('token', () => {
  it('stores the token and announces it with the token-refreshed window event', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(TOKEN_REFRESHED_EVENT, listener);
    storage.setToken('abc');
    window.removeEventListener(TOKEN_REFRESHED_EVENT, listener);
    expect(localStorage.getItem('auth_token')).toBe('abc');
    expect(seen).toEqual([{ token: 'abc' }]);
  });

  it('serves the token from memory for 5 seconds', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    storage.setToken('first');
    localStorage.setItem('auth_token', 'changed-elsewhere');
    vi.advanceTimersByTime(4999);
    expect(storage.getToken()).toBe('first');
    vi.advanceTimersByTime(1);
    expect(storage.getToken()).toBe('changed-elsewhere');
  });

  it('reads the social sign-in token and user when the usual keys are empty', () => {
    localStorage.setItem('authToken', 'social');
    localStorage.setItem('user', JSON.stringify({ id: 'u9', name: 'Can' }));
    expect(storage.getToken()).toBe('social');
    expect(storage.getUser()).toEqual({ id: 'u9', name: 'Can' });
  });

  it('clears every auth key, social ones included', () => {
    storage.setToken('t');
    localStorage.setItem('refresh_token', 'r'); // kept by an earlier version (ADR 016)
    storage.setUser({ id: 'u1' });
    localStorage.setItem('authToken', 's');
    localStorage.setItem('user', '{}');
    storage.clearAuth();
    expect(storage.getToken()).toBeNull();
    expect(storage.getUser()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('unreadable values', () => {
  it('treats broken JSON as empty', () => {
    localStorage.setItem('user_data', '{not json');
    localStorage.setItem('cart', '[1,');
    expect(storage.getUser()).toBeNull();
    expect(storage.getCart()).toEqual([]);
  });

  it('gives person count 1 unless a whole number of at least 1 is stored', () => {
    expect(storage.getPersonCount()).toBe(1);
    localStorage.setItem('sessionPersonCount', 'abc');
    expect(storage.getPersonCount()).toBe(1);
    storage.setPersonCount(4);
    expect(storage.getPersonCount()).toBe(4);
  });
});

describe('business and table', () => {
  it('keeps business_id, businessId and currentBusinessId in step', () => {
    const id = '64b7f0c2a1b2c3d4e5f60718';
    storage.setBusinessId(id);
    expect(localStorage.getItem('business_id')).toBe(id);
    expect(localStorage.getItem('businessId')).toBe(id);
    expect(localStorage.getItem('currentBusinessId')).toBe(id);
    storage.setBusinessId(null);
    expect(storage.getBusinessId()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("keeps a table's access token only while that table is the stored one (ADR 015)", () => {
    storage.setTableId('table-a1');
    storage.setTableToken('ABCDEFGHJKLM');
    storage.setTableId('table-a1');
    expect(storage.getTableToken()).toBe('ABCDEFGHJKLM');
    storage.setTableId('table-b2');
    expect(storage.getTableToken()).toBeNull();
    storage.setTableToken('MLKJHGFEDCBA');
    storage.setTableId(null);
    expect(localStorage.getItem('table_token')).toBeNull();
  });

  it('discards the old demo ids rest1–rest4 on load', () => {
    localStorage.setItem('business_id', 'rest1');
    localStorage.setItem('businessId', 'rest4');
    localStorage.setItem('currentBusinessId', 'rest2');
    localStorage.setItem('lastBusinessId', 'rest3');
    localStorage.setItem('table_id', 'table-a1');
    expect(storage.getBusinessId()).toBeNull();
    storage.discardLegacyDemoIds();
    expect(localStorage.getItem('business_id')).toBeNull();
    expect(localStorage.getItem('businessId')).toBeNull();
    expect(localStorage.getItem('currentBusinessId')).toBeNull();
    expect(localStorage.getItem('lastBusinessId')).toBeNull();
    expect(storage.getTableId()).toBe('table-a1');
  });

  it('keeps a real id that merely contains rest', () => {
    localStorage.setItem('business_id', 'rest12');
    storage.discardLegacyDemoIds();
    expect(storage.getBusinessId()).toBe('rest12');
  });

  it('records the last scan and the session-cleared flag with ISO times', () => {
    const at = new Date('2025-03-01T12:00:00.000Z');
    storage.setLastScan('64b7f0c2a1b2c3d4e5f60718', at);
    expect(storage.getLastScan()).toEqual({
      businessId: '64b7f0c2a1b2c3d4e5f60718',
      time: at.toISOString(),
    });
    storage.setSessionCleared(true, at);
    expect(storage.getSessionCleared()).toEqual({ cleared: true, at: at.toISOString() });
    storage.setSessionCleared(false);
    expect(storage.getSessionCleared()).toEqual({ cleared: false, at: null });
  });
});
