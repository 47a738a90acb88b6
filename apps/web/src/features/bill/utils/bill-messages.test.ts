import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import {
  billErrorMessage,
  billLoadMessage,
  billRequestGuard,
  splitErrorMessage,
} from '../../../lib/bill/bill-error-message.ts';
import { makeBill } from '../../../testing/bill-fixture.ts';
import { paymentFigures, readPaymentPageParams } from './payment-page-params.ts';

const http = (status: number, message: string) => new ApiError({ status, message, kind: 'http' });
/** An answer without words: the client's message is only its status's text. */
const bare = (status: number, message: string) =>
  new ApiError({ status, message, kind: 'http', generic: true });

describe('split bill messages (001 §8)', () => {
  it("gives the server's reason", () => {
    expect(
      splitErrorMessage(http(409, 'Seçilen miktar kalan miktarı aşıyor: Ayran (kalan 1)')),
    ).toBe('Split Bill işlemi başarısız: Seçilen miktar kalan miktarı aşıyor: Ayran (kalan 1)');
  });

  it('falls back by status', () => {
    expect(splitErrorMessage(bare(500, 'Sunucu hatası'))).toBe(
      'Sunucu hatası. Lütfen tekrar deneyin.',
    );
    expect(splitErrorMessage(bare(400, 'Geçersiz istek'))).toBe('Geçersiz hesap isteği bilgileri');
    expect(splitErrorMessage(new ApiError({ status: 0, message: 'x', kind: 'network' }))).toBe(
      'Hesap isteme işlemi sırasında bir hata oluştu',
    );
  });

  it('words a refused bill request with its reason', () => {
    expect(billErrorMessage(http(409, 'Tüm ürünler ödendi'))).toBe(
      'Hesap isteği gönderilirken hata: Tüm ürünler ödendi',
    );
    expect(billErrorMessage(http(404, 'Hesap istenilecek sipariş bulunamadı.'))).toBe(
      'Hesap istenilecek sipariş bulunamadı.',
    );
  });

  it('words a bill request that got no answer, or an answer without words (001 §8 Bill)', () => {
    const down = new ApiError({ status: 0, message: 'Sunucuya bağlanılamadı', kind: 'network' });
    expect(billErrorMessage(down)).toBe('Hesap isteği gönderilemedi. Sunucuya bağlanılamadı');
    const slow = new ApiError({
      status: 0,
      message: 'İstek zaman aşımına uğradı',
      kind: 'timeout',
    });
    expect(billErrorMessage(slow)).toBe(
      'Hesap isteği sırasında bir sorun oluştu. İstek zaman aşımına uğradı',
    );
    expect(billErrorMessage(bare(502, 'Hata: 502'))).toBe(
      'Hesap istenirken bir hata oluştu. (Hata Kodu: 502)',
    );
    expect(billLoadMessage(down)).toBe(
      'Hesap isteği hazırlanırken bir sorun oluştu. Sunucuya bağlanılamadı',
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

  it('asks for what is left after a paid split, the tip on its items only', () => {
    // 2 Adana (333,33) + 3 Ayran (40,00) + Kuver 50,00; a split paid 1 Adana and 1 Ayran.
    const { bill } = makeBill({
      payments: [
        {
          id: 'p1',
          method: 'credit_card',
          tip: 3_733,
          lines: [
            { lineId: 'i1', quantity: 1 },
            { lineId: 'i2', quantity: 1 },
          ],
          charges: [],
        },
      ],
    });
    // Left: 1 Adana + 2 Ayran = 41 333 of items, + the kuver 5 000; 10 % of the items only.
    expect(paymentFigures(bill, 10)).toEqual({ amount: 46_333, tip: 4_133, total: 50_466 });
    expect(paymentFigures(bill, 0).amount).toBe(bill.left);
  });

  it('asks for nothing once everything is paid', () => {
    const { bill } = makeBill({
      payments: [
        {
          id: 'p1',
          method: 'cash',
          tip: 0,
          lines: [
            { lineId: 'i1', quantity: 2 },
            { lineId: 'i2', quantity: 3 },
          ],
          charges: ['c1'],
        },
      ],
    });
    expect(paymentFigures(bill, 20)).toEqual({ amount: 0, tip: 0, total: 0 });
  });
});

describe('before a bill request is sent (001 §5)', () => {
  it('needs the order id and its business', () => {
    expect(billRequestGuard({ id: '', businessId: 'b1' })).toBe('Sipariş ID bulunamadı');
    expect(billRequestGuard({ id: 'o1', businessId: null })).toBe('İşletme bilgisi bulunamadı');
    expect(billRequestGuard({ id: 'o1', businessId: 'b1' })).toBeNull();
  });
});
