import { describe, expect, it } from 'vitest';
import { chargeAllowed, needsArticle51 } from './article-51-charges.ts';
import { SERVICE_CHARGE_TYPES } from './service-charge.ts';

// ADR 092: the Fiyat Etiketi Yönetmeliği m. 8/6 (30.1.2026) names service, table and cover
// charges "ve benzeri"; the VIP table and the time a table is held are table charges by another
// name. The rest are prices of what a diner chooses.
describe('the charges that need İş Kanunu article 51', () => {
  it('are service, table, cover, VIP and time-based; the other kinds are allowed', () => {
    expect(SERVICE_CHARGE_TYPES.filter(needsArticle51)).toEqual([
      'service_charge',
      'cover_charge',
      'table_fee',
      'vip_charge',
      'time_based_fee',
    ]);
    for (const type of SERVICE_CHARGE_TYPES) {
      expect(chargeAllowed({ type, article51Declared: true })).toBe(true);
      expect(chargeAllowed({ type, article51Declared: false })).toBe(!needsArticle51(type));
    }
  });
});
