import { describe, expect, it } from 'vitest';
import { said } from '../../i18n/say.ts';
import { ok } from '../../lib/envelope.ts';
import { sayStoredAnswer } from './say-stored-answer.ts';

const order = { id: 'o1', note: 'Acısız, "message":{"id":"answer.order.created"} yazdı' };
const stored = JSON.stringify(ok(order, said('answer.order.created')));

describe('an idempotent answer said from its stored text (ADR 105)', () => {
  it('says the kept message in the language asked for, byte for byte as ok() would', () => {
    expect(sayStoredAnswer(stored, 'tr')).toBe(
      JSON.stringify(ok(order, 'Siparişiniz başarıyla oluşturuldu!')),
    );
    expect(sayStoredAnswer(stored, 'en')).toBe(
      JSON.stringify(ok(order, 'Your order has been placed!')),
    );
  });

  it('sends an answer with no kept message as it is', () => {
    const plain = JSON.stringify(ok(order));
    expect(sayStoredAnswer(plain, 'en')).toBe(plain);
    const nested = JSON.stringify(ok({ message: said('answer.order.created') }));
    expect(sayStoredAnswer(nested, 'en')).toBe(nested);
    const written = JSON.stringify(ok(order, 'Siparişiniz başarıyla oluşturuldu!'));
    expect(sayStoredAnswer(written, 'en')).toBe(written);
  });
});
