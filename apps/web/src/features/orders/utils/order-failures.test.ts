import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import {
  editSaveFailure,
  messageFailure,
  ordersLoadFailure,
  waiterCallFailure,
} from './order-failures.ts';

const words = (status: number, message: string) => new ApiError({ status, message, kind: 'http' });
const bare = (status: number) =>
  new ApiError({ status, message: `Hata: ${status}`, kind: 'http', generic: true });
const down = new ApiError({ status: 0, message: 'Sunucuya bağlanılamadı', kind: 'network' });
const slow = new ApiError({ status: 0, message: 'İstek zaman aşımına uğradı', kind: 'timeout' });

describe("'Garson Çağır' failures (001 §8 Waiter)", () => {
  it.each([
    [words(404, 'Garson çağrılacak sipariş bulunamadı.'), 'Garson çağrılacak sipariş bulunamadı.'],
    [
      words(429, 'Garson zaten çağrıldı, lütfen bekleyin.'),
      'Garson zaten çağrıldı, lütfen bekleyin.',
    ],
    [words(409, 'Masa şu anda hizmet dışı'), 'Garson çağrılamadı. Masa şu anda hizmet dışı'],
    [bare(502), 'Garson çağrılamadı (Hata Kodu: 502)'],
    [down, 'Garson çağrılırken bir hata oluştu. Sunucuya bağlanılamadı'],
    [new TypeError('boom'), 'Garson çağrılırken bir hata oluştu'],
  ])('%#: %s', (error, text) => expect(waiterCallFailure(error)).toBe(text));
});

describe('message failures (001 §8 Messages)', () => {
  it.each([
    [
      words(400, 'Mesaj 200 karakterden uzun olamaz'),
      'Mesaj gönderilemedi: Mesaj 200 karakterden uzun olamaz',
    ],
    [down, 'Ağ hatası: Mesaj gönderilemedi'],
    [slow, 'Mesaj gönderilirken hata oluştu: İstek zaman aşımına uğradı'],
    [bare(500), 'Mesaj gönderilirken bir hata oluştu (Hata Kodu: 500)'],
    [new TypeError('boom'), 'Mesaj gönderilirken bir hata oluştu'],
  ])('%#: %s', (error, text) => expect(messageFailure(error)).toBe(text));
});

describe('edit screen and order lists', () => {
  it('words a refused save, one without an answer, and one without words', () => {
    expect(editSaveFailure(words(409, 'Düzenleme süresi dolmuş'))).toBe(
      'Sipariş güncellenemedi: Düzenleme süresi dolmuş',
    );
    expect(editSaveFailure(down)).toBe('Sipariş güncellenemedi: Sunucuya bağlanılamadı');
    expect(editSaveFailure(bare(502))).toBe(
      'Sipariş güncellenirken bir hata oluştu (Hata Kodu: 502)',
    );
  });

  it("gives each list's title and why it did not load", () => {
    expect(ordersLoadFailure(words(403, 'Erişim reddedildi'), 'Siparişler yüklenemedi.')).toBe(
      'Siparişler yüklenemedi: Erişim reddedildi',
    );
    expect(ordersLoadFailure(down, 'Siparişler yüklenemedi.')).toBe(
      'Siparişler yüklenemedi. Sunucuya bağlanılamadı',
    );
    expect(ordersLoadFailure(bare(502), 'Aktif siparişler yüklenirken hata oluştu')).toBe(
      'Aktif siparişler yüklenirken hata oluştu: Siparişler getirilirken bir hata oluştu (Hata Kodu: 502)',
    );
  });
});

describe("the older orders' page", () => {
  it("says 'Siparişler yüklenirken bir hata oluştu' and why", () => {
    expect(ordersLoadFailure(down, 'Siparişler yüklenirken bir hata oluştu')).toBe(
      'Siparişler yüklenirken bir hata oluştu: Sunucuya bağlanılamadı',
    );
  });
});
