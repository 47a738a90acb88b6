import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createPersonCountSchema,
  editOrderItemsSchema,
  feedbackFormSchema,
  orderMessageSchema,
  productNoteSchema,
  reviewSchema,
} from './order.schemas.ts';
import { sayRule } from '../testing/say-rule.ts';

const errors = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => sayRule(issue.message)) ?? [];

describe('person count (001 §5, ADR 065)', () => {
  it('is at least 1 and at most twice the table seats: a party may outgrow its table', () => {
    const sixSeats = createPersonCountSchema(6);
    expect(errors(sixSeats, 0)).toEqual(['Kişi sayısı en az 1 olmalıdır']);
    expect(errors(sixSeats, Number.NaN)).toEqual(['Kişi sayısı en az 1 olmalıdır']);
    expect(errors(sixSeats, 7)).toEqual([]);
    expect(errors(sixSeats, 12)).toEqual([]);
    expect(errors(sixSeats, 13)).toEqual([
      'Bu masa 6 kişilik; en fazla 12 kişilik bir grup sipariş verebilir',
    ]);
  });

  it('assumes 4 seats when the table does not say, and never more than 20 people', () => {
    expect(errors(createPersonCountSchema(undefined), 6)).toEqual([]);
    expect(errors(createPersonCountSchema(undefined), 9)).toEqual([
      'Bu masa 4 kişilik; en fazla 8 kişilik bir grup sipariş verebilir',
    ]);
    expect(errors(createPersonCountSchema(40), 21)).toEqual(['Kişi sayısı en fazla 20 olabilir']);
    expect(errors(createPersonCountSchema(40), 20)).toEqual([]);
  });
});

describe('notes and messages (001 §5)', () => {
  it('keeps product notes to 200 characters', () => {
    expect(errors(productNoteSchema, 'a'.repeat(200))).toEqual([]);
    expect(errors(productNoteSchema, 'a'.repeat(201))).toEqual([
      'Not en fazla 200 karakter olabilir',
    ]);
  });

  it('needs a trimmed message of at most 200 characters, typed other by default', () => {
    expect(errors(orderMessageSchema, { message: '   ' })).toEqual(['Lütfen bir mesaj yazın']);
    expect(errors(orderMessageSchema, {})).toEqual(['Lütfen bir mesaj yazın']);
    expect(errors(orderMessageSchema, { message: 'a'.repeat(201) })).toEqual([
      'Mesaj 200 karakterden uzun olamaz',
    ]);
    expect(orderMessageSchema.parse({ message: ` ${'a'.repeat(200)} ` })).toEqual({
      message: 'a'.repeat(200),
      messageType: 'other',
    });
    expect(errors(orderMessageSchema, { message: 'Hesap?', messageType: 'urgent' })).toHaveLength(
      1,
    );
  });
});

describe('reviews and feedback (001 §5)', () => {
  it('belongs to a business or a product, never both', () => {
    expect(errors(reviewSchema, { rating: 5 })).toEqual([
      'Yorum için işletme veya ürün IDsi belirtilmelidir.',
    ]);
    expect(errors(reviewSchema, { business: ' ', product: '', rating: 5 })).toEqual([
      'Yorum için işletme veya ürün IDsi belirtilmelidir.',
    ]);
    expect(errors(reviewSchema, { business: 'b1', product: 'p1', rating: 5 })).toEqual([
      'Yorum aynı anda hem işletmeye hem ürüne ait olamaz.',
    ]);
    expect(reviewSchema.parse({ product: 'p1', rating: 4, comment: ' Güzel ' })).toEqual({
      business: undefined,
      product: 'p1',
      rating: 4,
      comment: 'Güzel',
    });
  });

  it('rates 1 to 5 and comments up to 500 characters', () => {
    for (const rating of [0, 6, 2.5, undefined]) {
      expect(errors(reviewSchema, { business: 'b1', rating })).toEqual([
        'Puan 1 ile 5 arasında olmalıdır.',
      ]);
    }
    expect(errors(reviewSchema, { rating: 9 })).toEqual([
      'Puan 1 ile 5 arasında olmalıdır.',
      'Yorum için işletme veya ürün IDsi belirtilmelidir.',
    ]);
    expect(errors(feedbackFormSchema, { rating: 0 })).toEqual([
      'Lütfen 1 ile 5 arasında bir puan seçin.',
    ]);
    expect(errors(feedbackFormSchema, { rating: 3, comment: 'a'.repeat(501) })).toEqual([
      'Yorum en fazla 500 karakter olabilir',
    ]);
  });
});

describe('edit order (001 §5)', () => {
  it('keeps at least one item of at least one unit', () => {
    expect(errors(editOrderItemsSchema, [])).toEqual(['Sipariş en az bir ürün içermelidir']);
    expect(errors(editOrderItemsSchema, [{ productId: 'p1', quantity: 0 }])).toEqual([
      'Adet en az 1 olmalıdır',
    ]);
    expect(
      errors(editOrderItemsSchema, [{ productId: 'p1', quantity: 2, notes: 'Acısız' }]),
    ).toEqual([]);
  });
});
