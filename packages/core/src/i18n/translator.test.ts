import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { CAMPAIGN_CODE_MESSAGES } from '../campaigns/campaign-code.ts';
import { partyTooLargeMessage, tableCapacityMessage } from '../orders/order.schemas.ts';
import { coreEnglish } from './core-english.ts';
import { makeTranslator } from './translator.ts';

describe('reading a Turkish message back into English (ADR 046)', () => {
  it('finds a text, and a template with its arguments in their places', () => {
    const translate = makeTranslator([
      [
        { gone: 'Ürün bulunamadı', left: (name: string, n: number) => `${name}: kalan ${n}` },
        {
          gone: 'Dish not found',
          left: (name: string, n: number) =>
            `${n} ${n === 1 ? 'portion' : 'portions'} of ${name} left`,
        },
      ],
    ]);
    expect(translate('Ürün bulunamadı')).toBe('Dish not found');
    expect(translate('Adana Kebap: kalan 1')).toBe('1 portion of Adana Kebap left');
    expect(translate('Adana Kebap: kalan 3')).toBe('3 portions of Adana Kebap left');
    expect(translate('Bilinmeyen bir mesaj')).toBeUndefined();
  });

  it('reads back every message of core, a refusal with an amount through its own pattern', () => {
    expect(coreEnglish.unreadable).toEqual(['#6.minimum']);
    expect(coreEnglish(AUTH_MESSAGES.passwordMismatch)).toBe('The passwords do not match');
    expect(coreEnglish(tableCapacityMessage(4))).toBe('This table seats 4 people');
    expect(coreEnglish(partyTooLargeMessage(4, 8))).toBe(
      'This table seats 4 people; a party of at most 8 can order here',
    );
    expect(coreEnglish(CAMPAIGN_CODE_MESSAGES.ended('YAZ25'))).toBe('The YAZ25 campaign has ended');
    expect(coreEnglish(CAMPAIGN_CODE_MESSAGES.minimum('CAYBIZDEN', 30000))).toBe(
      'The CAYBIZDEN code is valid for orders of ₺300,00 or more',
    );
  });
});
