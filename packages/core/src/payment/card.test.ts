import { describe, expect, it } from 'vitest';
import { cardFormSchema } from './card.schemas.ts';
import { sayRule } from '../testing/say-rule.ts';
import { detectCardType, maskCardNumber } from './describe-card.ts';

const valid = {
  cardNumber: '4242 4242 4242 4242',
  cardHolder: 'AYŞE YILMAZ',
  expiry: '12/27',
  cvv: '123',
};
const errors = (value: unknown) =>
  cardFormSchema
    .safeParse(value)
    .error?.issues.map((i) => [i.path.join('.'), sayRule(i.message)]) ?? [];

describe('card form (000 §5.5)', () => {
  it('accepts a valid card and drops the spaces of its number', () => {
    expect(cardFormSchema.parse(valid).cardNumber).toBe('4242424242424242');
    expect(errors({ ...valid, cvv: '1234' })).toEqual([]);
  });

  it('asks for every field with one message', () => {
    expect(errors({ cardNumber: ' ', cardHolder: '', expiry: '', cvv: undefined })).toEqual([
      ['cardNumber', 'Lütfen tüm alanları doldurunuz'],
      ['cardHolder', 'Lütfen tüm alanları doldurunuz'],
      ['expiry', 'Lütfen tüm alanları doldurunuz'],
      ['cvv', 'Lütfen tüm alanları doldurunuz'],
    ]);
  });

  it('checks the number, the expiry and the CVV', () => {
    expect(
      errors({ cardNumber: '4242 4242 4242 424', cardHolder: 'A', expiry: '1/27', cvv: '12' }),
    ).toEqual([
      ['cardNumber', 'Geçerli bir kart numarası giriniz'],
      ['expiry', 'Son kullanma tarihini AA/YY formatında giriniz'],
      ['cvv', 'Geçerli bir CVV giriniz'],
    ]);
    expect(errors({ ...valid, cardNumber: '4242-4242-4242-4242' })).toEqual([
      ['cardNumber', 'Geçerli bir kart numarası giriniz'],
    ]);
  });
});

describe('saved card display (000 §3.6)', () => {
  it('chooses the type by the first digit', () => {
    expect(detectCardType('4242 4242 4242 4242')).toBe('visa');
    expect(detectCardType('5555555555554444')).toBe('mastercard');
    expect(detectCardType('378282246310005')).toBe('amex');
    expect(detectCardType('6011111111111117')).toBe('other');
  });

  it('masks all but the first 4 and last 4 digits', () => {
    expect(maskCardNumber('4242 4242 4242 1234')).toBe('4242 •••• •••• 1234');
    expect(maskCardNumber('123')).toBe('•••');
  });
});
