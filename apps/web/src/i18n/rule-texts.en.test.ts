import { campaignCodeInput, campaignRefusal } from '@masa/core/campaigns/campaign-code';
import { validateScheduledTime } from '@masa/core/orders/scheduled-slots';
import { describe, expect, it } from 'vitest';
import { sayMessage, sayRule } from './rule-texts.ts';

// Issue 36 §1 (ADR 117): core's rule texts in the diner's English, from core's catalog compiled
// with the app's own; a text that is not a rule's id is shown as it is.
describe("core's rule texts in English", () => {
  it('says a refused time, a campaign refusal and a schema message in English', () => {
    const check = validateScheduledTime(new Date('2025-06-10T09:10:00Z'), null);
    expect(check.ok ? null : sayRule(check.error)).toBe('Please choose the order time');

    const refusal = campaignRefusal({
      campaign: {
        title: 'Kahvaltı',
        campaignCode: 'KAHVALTI15',
        discountType: 'percentage',
        discountValue: 15,
        minOrderAmount: 500_00,
        active: true,
        startDate: null,
        endDate: null,
      },
      now: new Date('2026-11-26T09:00:00Z'),
      itemsAmount: 499_99,
    });
    expect(refusal && sayRule(refusal.message)).toBe(
      'The KAHVALTI15 code is valid for orders of ₺500,00 or more',
    );

    const code = campaignCodeInput.safeParse('x');
    expect(sayMessage(code.error!.issues[0]!.message)).toBe(
      'A campaign code is 3 to 20 letters, digits or -',
    );
    expect(sayMessage('Sunucu yanıt vermedi')).toBe('Sunucu yanıt vermedi');
  });
});
