import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { GuestSignInError, placeOrderFailure } from './place-order-failure.ts';

const words = (status: number, message: string) => new ApiError({ status, message, kind: 'http' });
const bare = (status: number) =>
  new ApiError({ status, message: `Hata: ${status}`, kind: 'http', generic: true });
const down = new ApiError({ status: 0, message: 'Sunucuya bağlanılamadı', kind: 'network' });

describe('placing an order (001 §8 Orders)', () => {
  it('words a new order refused, unanswered, answered without words, or failing otherwise', () => {
    expect(placeOrderFailure(words(409, 'Ürün şu anda sipariş verilemiyor: Çay'), 'create')).toBe(
      'Sipariş veya oturum oluşturulamadı. Ürün şu anda sipariş verilemiyor: Çay',
    );
    expect(placeOrderFailure(down, 'create')).toBe(
      'Sipariş oluşturulurken bir hata oluştu. Sunucuya bağlanılamadı',
    );
    expect(placeOrderFailure(bare(404), 'create')).toBe(
      'Sipariş ve masa oturumu oluşturulurken bir hata oluştu (Hata Kodu: 404)',
    );
    expect(placeOrderFailure(new TypeError('x'), 'create')).toBe(
      'Sipariş gönderilirken beklenmedik bir hata oluştu.',
    );
  });

  it('words items that could not be added, in the cart and on the table panel', () => {
    const refused = words(409, 'Bu siparişe artık ürün eklenemez');
    expect(placeOrderFailure(refused, 'cart')).toBe(
      'Siparişe ürün eklenirken bir hata oluştu. Bu siparişe artık ürün eklenemez',
    );
    expect(placeOrderFailure(refused, 'table')).toBe(
      'Siparişe ürün eklenirken hata: Bu siparişe artık ürün eklenemez',
    );
    expect(placeOrderFailure(bare(502), 'table')).toBe(
      'Siparişe ürün eklenirken bir hata oluştu (Hata Kodu: 502)',
    );
  });

  it('says the guest sign-in failed, and why', () => {
    expect(placeOrderFailure(new GuestSignInError(words(429, 'Çok fazla istek')), 'create')).toBe(
      'Giriş yapılamadı, lütfen tekrar deneyin. Çok fazla istek',
    );
    expect(placeOrderFailure(new GuestSignInError(new Error('Token alınamadı')), 'create')).toBe(
      'Giriş yapılamadı, lütfen tekrar deneyin. Token alınamadı',
    );
    expect(placeOrderFailure(new GuestSignInError(bare(502)), 'create')).toBe(
      'Giriş yapılamadı, lütfen tekrar deneyin. (Hata Kodu: 502)',
    );
  });
});
