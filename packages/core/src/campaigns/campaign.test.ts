import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCampaign } from './apply-campaign.ts';
import { sayRule } from '../testing/say-rule.ts';
import { campaignCodeInput, campaignRefusal, type CodeCampaign } from './campaign-code.ts';

const KAHVALTI15: CodeCampaign = {
  title: 'Kahvaltı Keyfi',
  campaignCode: 'KAHVALTI15',
  discountType: 'percentage',
  discountValue: 15,
  minOrderAmount: 500_00,
  active: true,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-31T20:59:59.999Z',
};
const now = new Date('2026-11-26T09:00:00Z');

describe('campaignCodeInput', () => {
  it('takes what a diner types: spaces dropped, small and dotless letters made capitals', () => {
    expect(campaignCodeInput.parse('  kahvaltı15 ')).toBe('KAHVALTI15');
    expect(campaignCodeInput.parse('Caybizden')).toBe('CAYBIZDEN');
    for (const bad of ['', 'AB', 'ÇAY BİZDEN', 'X'.repeat(21), 'KOD;DROP']) {
      expect(campaignCodeInput.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('campaignRefusal', () => {
  it('passes a running campaign whose minimum the items reach', () => {
    expect(campaignRefusal({ campaign: KAHVALTI15, now, itemsAmount: 500_00 })).toBeNull();
    expect(campaignRefusal({ campaign: KAHVALTI15, now })).toBeNull();
  });

  it('says why not: switched off, not started, ended, below its minimum', () => {
    // Each refusal is a rule text (ADR 117), said here as the server and the apps say it.
    const refused = (campaign: CodeCampaign, itemsAmount?: number) => {
      const refusal = campaignRefusal({
        campaign,
        now,
        ...(itemsAmount === undefined ? {} : { itemsAmount }),
      });
      return refusal && { ...refusal, message: sayRule(refusal.message) };
    };
    expect(refused({ ...KAHVALTI15, active: false })).toEqual({
      status: 409,
      code: 'CAMPAIGN_NOT_ACTIVE',
      message: 'KAHVALTI15 kampanyası şu an geçerli değil',
    });
    expect(refused({ ...KAHVALTI15, startDate: '2026-11-27T00:00:00Z' })?.message).toBe(
      'KAHVALTI15 kampanyası henüz başlamadı',
    );
    expect(refused({ ...KAHVALTI15, endDate: '2026-11-26T08:59:59Z' })?.message).toBe(
      'KAHVALTI15 kampanyasının süresi doldu',
    );
    expect(refused(KAHVALTI15, 499_99)).toEqual({
      status: 400,
      code: 'CAMPAIGN_MINIMUM_NOT_MET',
      message: 'KAHVALTI15 kodu ₺500,00 ve üzeri siparişlerde geçerli',
    });
    const minimum = campaignRefusal({ campaign: KAHVALTI15, now, itemsAmount: 499_99 });
    expect(sayRule(minimum!.message, 'en')).toBe(
      'The KAHVALTI15 code is valid for orders of ₺500,00 or more',
    );
  });
});

describe('applyCampaign', () => {
  it('takes a percentage off each charged unit, rounded half-up per unit', () => {
    // Menemen ₺220 ×2, Çay ₺25 ×3 (15 % of 2500 is 375), a free bread (no charged unit).
    const discount = applyCampaign(
      [
        { unitPrice: 220_00, chargedQuantity: 2 },
        { unitPrice: 25_00, chargedQuantity: 3 },
        { unitPrice: 30_00, chargedQuantity: 0 },
        { unitPrice: 333, chargedQuantity: 1 },
      ],
      KAHVALTI15,
    );
    expect(discount.unitDiscounts).toEqual([33_00, 3_75, 0, 50]);
    expect(discount.total).toBe(2 * 33_00 + 3 * 3_75 + 50);
  });

  it('shares a fixed amount by price and gives the rest to a single unit, exactly', () => {
    // ₺25 over Menemen ₺220 and Sucuklu Yumurta ₺240 ×1, Çay ₺25 ×2.
    const discount = applyCampaign(
      [
        { unitPrice: 220_00, chargedQuantity: 1 },
        { unitPrice: 240_00, chargedQuantity: 1 },
        { unitPrice: 25_00, chargedQuantity: 2 },
      ],
      { discountType: 'fixed', discountValue: 25_00 },
    );
    expect(discount.total).toBe(25_00);
    expect(discount.unitDiscounts[2]).toBe(Math.floor((25_00 * 25_00) / 510_00));
  });

  it('never gives more than the amount nor more than a unit costs, for any order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 0, max: 2_000_00 }),
            chargedQuantity: fc.integer({ min: 0, max: 12 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 3_000_00 }),
        (lines, value) => {
          const { unitDiscounts, total } = applyCampaign(lines, {
            discountType: 'fixed',
            discountValue: value,
          });
          const amount = lines.reduce((s, l) => s + l.unitPrice * l.chargedQuantity, 0);
          const given = Math.min(value, amount);
          expect(total).toBeLessThanOrEqual(given);
          lines.forEach((line, i) => expect(unitDiscounts[i]).toBeLessThanOrEqual(line.unitPrice));
          // What is left unshared is less than one kuruş for each unit of a line that could
          // still take it: exact as soon as such a line has a single unit.
          const open = lines.filter(
            (l, i) => l.chargedQuantity > 0 && unitDiscounts[i]! < l.unitPrice,
          );
          if (open.length > 0) {
            expect(given - total).toBeLessThan(Math.min(...open.map((l) => l.chargedQuantity)));
          } else {
            expect(total).toBe(given);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
