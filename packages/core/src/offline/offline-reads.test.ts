import { describe, expect, it } from 'vitest';
import { mayKeepAnswer, offlineKindOf } from './offline-reads.ts';

const BUSINESS = '6650f1c2a4b3d5e6f7a8b901';
const PRODUCT = '6650f1c2a4b3d5e6f7a8c001';

describe('offlineKindOf', () => {
  it('keeps the menu’s public reads', () => {
    for (const path of [
      `/api/products/business/${BUSINESS}`,
      `/api/business/${BUSINESS}/categories`,
      `/api/business/${BUSINESS}`,
      `/api/business/${BUSINESS}/settings`,
      `/api/campaigns/business/${BUSINESS}/public`,
      `/api/products/${PRODUCT}`,
      '/api/tables/table-bogaz05',
    ]) {
      expect(offlineKindOf(path), path).toBe('menu');
    }
    expect(offlineKindOf('/api/tables/table-bogaz05', `?business=${BUSINESS}`)).toBe('menu');
  });

  it('keeps the menu’s photos, not a person’s', () => {
    expect(offlineKindOf('/uploads/demo/menemen.webp')).toBe('photo');
    expect(offlineKindOf('/uploads/products/6650f1c2-480.webp')).toBe('photo');
    expect(offlineKindOf('/uploads/businesses/cover-1.webp')).toBe('photo');
    expect(offlineKindOf('/uploads/avatars/a1b2.webp')).toBeNull();
    expect(offlineKindOf('/uploads/demo/menemen.webp', '?v=2')).toBeNull();
  });

  it('never keeps what is a person’s, carries a token, or changes by the minute', () => {
    for (const path of [
      '/api/orders',
      `/api/orders/${PRODUCT}`,
      '/api/orders/user/me',
      '/api/users/me',
      '/api/auth/refresh',
      '/api/customer-users/login',
      '/api/users/customer/guest',
      // The staff's QR sheet carries every table's token; its name fits a table id's letters.
      '/api/tables/qr-sheet',
      '/api/tables/qr/BOGAZ-M01',
      `/api/tables/table-bogaz05/sessions/active`,
      `/api/business/${BUSINESS}/orders`,
      `/api/business/${BUSINESS}/status`,
      '/api/business/active',
      `/api/service-charges/business/${BUSINESS}/applicable`,
      `/api/campaigns/business/${BUSINESS}/code/CAYBIZDEN`,
      '/api/staff/menu',
      '/api/docs/json',
      '/customerapp/index.html',
    ]) {
      expect(offlineKindOf(path), path).toBeNull();
    }
  });

  it('does not keep a menu read asked with a query it does not make', () => {
    expect(offlineKindOf(`/api/products/business/${BUSINESS}`, '?token=abc')).toBeNull();
    expect(offlineKindOf('/api/tables/table-bogaz05', '?business=x&t=secret')).toBeNull();
  });
});

describe('mayKeepAnswer', () => {
  const answer = (headers: Record<string, string>, status = 200) => ({
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  });
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it('keeps a public success of the expected type, per language too', () => {
    expect(
      mayKeepAnswer(answer({ ...json, 'cache-control': 'no-cache' }), 'application/json'),
    ).toBe(true);
    expect(
      mayKeepAnswer(
        answer({ ...json, vary: 'Accept-Encoding, Accept-Language' }),
        'application/json',
      ),
    ).toBe(true);
    expect(mayKeepAnswer(answer({ 'content-type': 'image/webp' }), 'image/')).toBe(true);
  });

  it('never keeps a failure, another type, or what the server marks as a person’s', () => {
    expect(mayKeepAnswer(answer(json, 404), 'application/json')).toBe(false);
    expect(mayKeepAnswer(answer({ 'content-type': 'text/html' }), 'application/json')).toBe(false);
    expect(
      mayKeepAnswer(
        answer({ ...json, 'cache-control': 'private, max-age=60' }),
        'application/json',
      ),
    ).toBe(false);
    expect(
      mayKeepAnswer(answer({ ...json, 'cache-control': 'no-store' }), 'application/json'),
    ).toBe(false);
    expect(mayKeepAnswer(answer({ ...json, vary: 'Authorization' }), 'application/json')).toBe(
      false,
    );
    expect(mayKeepAnswer(answer({ ...json, vary: 'X-Table-Token' }), 'application/json')).toBe(
      false,
    );
  });
});
