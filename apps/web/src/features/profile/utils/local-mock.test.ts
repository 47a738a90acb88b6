import { cardFormSchema } from '@masa/core/payment/card.schemas';
import { describe, expect, it } from 'vitest';
import { applyCardChange } from '../../../lib/saved-cards/apply-card-change.ts';
import { readNotificationPreferences } from './notification-preferences.ts';
import { readSavedCards } from '../../../lib/saved-cards/read-saved-cards.ts';
import { toSavedCard } from '../../../lib/saved-cards/to-saved-card.ts';

const form = (cardNumber: string, cardHolder = 'AYŞE YILMAZ') =>
  cardFormSchema.parse({ cardNumber, cardHolder, expiry: '08/29', cvv: '123' });

describe('saved cards (000 §3.6, §5.5)', () => {
  it('keeps only the masked number, the type and no CVV', () => {
    const card = toSavedCard(form('4242 4242 4242 1234'));
    expect(card).toEqual({
      cardNumber: '4242 •••• •••• 1234',
      type: 'visa',
      cardHolder: 'AYŞE YILMAZ',
      expiry: '08/29',
    });
    expect(JSON.stringify(card)).not.toMatch(/\d{5}|123"/);
    expect(toSavedCard(form('5555555555554444')).type).toBe('mastercard');
    expect(toSavedCard(form('3714496353984310')).type).toBe('amex');
    expect(toSavedCard(form('6011000990139424')).type).toBe('other');
  });

  it('makes the first card the default, moves the default, and passes it on when deleted', () => {
    let cards = applyCardChange([], {
      type: 'add',
      card: { id: 'a', ...toSavedCard(form('4242424242424242')) },
    });
    cards = applyCardChange(cards, {
      type: 'add',
      card: { id: 'b', ...toSavedCard(form('5555555555554444')) },
    });
    cards = applyCardChange(cards, {
      type: 'add',
      card: { id: 'c', ...toSavedCard(form('4000056655665556')) },
    });
    expect(cards.map((c) => c.isDefault)).toEqual([true, false, false]);
    cards = applyCardChange(cards, { type: 'setDefault', id: 'c' });
    expect(cards.map((c) => c.isDefault)).toEqual([false, false, true]);
    cards = applyCardChange(cards, { type: 'remove', id: 'c' });
    expect(cards.map((c) => [c.id, c.isDefault])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    cards = applyCardChange(cards, { type: 'remove', id: 'b' });
    expect(cards.map((c) => [c.id, c.isDefault])).toEqual([['a', true]]);
    const updated = applyCardChange(cards, {
      type: 'update',
      id: 'a',
      card: toSavedCard(form('5105105105105100', 'A K')),
    });
    expect(updated[0]).toMatchObject({
      id: 'a',
      cardHolder: 'A K',
      type: 'mastercard',
      isDefault: true,
    });
  });

  it('drops stored entries that are not masked cards', () => {
    const good = { id: 'a', ...toSavedCard(form('4242424242424242')), isDefault: true };
    const leaked = { ...good, id: 'b', cardNumber: '4242424242424242' };
    expect(readSavedCards([good, leaked, null, 'x'])).toEqual([good]);
    expect(readSavedCards({})).toEqual([]);
  });
});

describe('notification preferences (000 §3.6)', () => {
  it('lists the six ids by type and applies what this device saved', () => {
    const prefs = readNotificationPreferences({ special_offers: true, newsletter: 'yes' });
    expect(prefs.map((p) => [p.id, p.type])).toEqual([
      ['order_status', 'push'],
      ['order_ready', 'push'],
      ['special_offers', 'push'],
      ['marketing_emails', 'email'],
      ['newsletter', 'email'],
      ['sms_alerts', 'sms'],
    ]);
    expect(prefs.find((p) => p.id === 'special_offers')?.enabled).toBe(true);
    expect(prefs.find((p) => p.id === 'newsletter')?.enabled).toBe(true);
    expect(prefs.every((p) => p.title !== '' && p.description !== '')).toBe(true);
    const reread = readNotificationPreferences(JSON.parse(JSON.stringify(prefs)));
    expect(reread).toEqual(prefs);
  });
});
