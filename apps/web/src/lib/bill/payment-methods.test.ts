import { describe, expect, it } from 'vitest';
import { choosePaymentMethods, pickMethod } from './payment-methods.ts';

describe('choosePaymentMethods', () => {
  it('offers what the business accepts, in its order', () => {
    const choice = choosePaymentMethods({
      accepted: ['credit_card', 'online'],
      loadError: null,
      online: true,
    });
    expect(choice).toEqual({ methods: ['credit_card', 'online'], notice: null });
  });

  it('offers online only where the phone can pay through a provider (issue 34)', () => {
    expect(choosePaymentMethods({ accepted: ['cash', 'online'], loadError: null }).methods).toEqual(
      ['cash'],
    );
    // The public settings list the methods staff take; online comes from `online.enabled`.
    expect(
      choosePaymentMethods({ accepted: ['cash', 'credit_card'], loadError: null, online: true })
        .methods,
    ).toEqual(['cash', 'credit_card', 'online']);
  });

  it('falls back to cash and credit card when the settings cannot be read', () => {
    const choice = choosePaymentMethods({
      accepted: undefined,
      loadError: 'İstek zaman aşımına uğradı',
    });
    expect(choice).toEqual({
      methods: ['cash', 'credit_card'],
      notice: 'Ödeme ayarları yüklenemedi: İstek zaman aşımına uğradı',
    });
  });

  it('says so when the business accepts nothing', () => {
    expect(choosePaymentMethods({ accepted: [], loadError: null }).notice).toBe(
      'Bu işletmede aktif ödeme yöntemi bulunmuyor.',
    );
  });
});

describe('pickMethod', () => {
  it('preselects the first and keeps a choice still offered', () => {
    expect(pickMethod(['cash', 'credit_card'], null)).toBe('cash');
    expect(pickMethod(['cash', 'credit_card'], 'credit_card')).toBe('credit_card');
    expect(pickMethod(['cash'], 'online')).toBe('cash');
    expect(pickMethod([], null)).toBeNull();
  });
});
