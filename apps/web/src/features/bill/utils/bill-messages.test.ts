import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { billErrorMessage, splitErrorMessage } from './bill-error-message.ts';
import { paymentTotals, readPaymentPageParams } from './payment-page-params.ts';

const http = (status: number, message: string) => new ApiError({ status, message, kind: 'http' });

describe('split bill messages (001 §8)', () => {
  it("gives the server's reason", () => {
    expect(
      splitErrorMessage(http(409, 'Seçilen miktar kalan miktarı aşıyor: Ayran (kalan 1)')),
    ).toBe('Split Bill işlemi başarısız: Seçilen miktar kalan miktarı aşıyor: Ayran (kalan 1)');
  });

  it('falls back by status', () => {
    expect(splitErrorMessage(http(500, 'Sunucu hatası'))).toBe(
      'Sunucu hatası. Lütfen tekrar deneyin.',
    );
    expect(splitErrorMessage(http(400, 'Geçersiz istek'))).toBe('Geçersiz hesap isteği bilgileri');
    expect(splitErrorMessage(new ApiError({ status: 0, message: 'x', kind: 'network' }))).toBe(
      'Hesap isteme işlemi sırasında bir hata oluştu',
    );
  });

  it('words a refused bill request with its reason', () => {
    expect(billErrorMessage(http(409, 'Tüm ürünler ödendi'))).toBe(
      'Hesap isteği gönderilirken hata: Tüm ürünler ödendi',
    );
    expect(billErrorMessage(new ApiError({ status: 0, message: 'x', kind: 'timeout' }))).toBe(
      'Hesap isteği gönderilemedi.',
    );
  });
});

describe('payment screen', () => {
  it('reads requestType and returnUrl from the state first, then the query', () => {
    const query = new URLSearchParams('requestType=bill&returnUrl=/orders');
    expect(readPaymentPageParams(null, query)).toEqual({
      requestType: 'bill',
      returnUrl: '/orders',
    });
    expect(readPaymentPageParams({ requestType: 'payment', returnUrl: '/cart' }, query)).toEqual({
      requestType: 'payment',
      returnUrl: '/cart',
    });
    expect(readPaymentPageParams(null, new URLSearchParams('returnUrl=//evil.example'))).toEqual({
      requestType: 'payment',
      returnUrl: '/',
    });
  });

  it('puts the tip on the subtotal, replacing the current one', () => {
    expect(paymentTotals({ subtotal: 24_000, total: 25_200, tip: 1_200 }, 10)).toEqual({
      tip: 2_400,
      total: 26_400,
    });
  });
});
