import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorMessageOf, messageForStatus, noResponseMessage } from './error-message.ts';
import { describeFailure, failureText } from './failure-text.ts';

const words = (status: number, message: string) => new ApiError({ status, message, kind: 'http' });
const bare = (status: number) =>
  new ApiError({ status, message: messageForStatus(status), kind: 'http', generic: true });
const down = new ApiError({ status: 0, message: noResponseMessage(false), kind: 'network' });
const slow = new ApiError({ status: 0, message: noResponseMessage(true), kind: 'timeout' });

describe('the request layers (000 §8.4)', () => {
  it('words no answer by layer: the order area short, the shared layer asking to check', () => {
    expect(noResponseMessage(false, true)).toBe('Sunucuya bağlanılamadı');
    expect(noResponseMessage(true, true)).toBe('İstek zaman aşımına uğradı');
    expect(noResponseMessage(false)).toBe('Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.');
    expect(noResponseMessage(true)).toBe(
      'Sunucu yanıt vermiyor. Lütfen daha sonra tekrar deneyin.',
    );
  });

  it("falls back to the server's message, the first field error, then 'Bir hata oluştu.'", () => {
    expect(errorMessageOf(words(409, 'Masa dolu'))).toBe('Masa dolu');
    const fields = new ApiError({
      status: 400,
      message: 'Geçersiz istek',
      kind: 'http',
      generic: true,
      fieldErrors: { email: 'Geçerli bir e-posta adresi girin' },
    });
    expect(errorMessageOf(fields)).toBe('Geçerli bir e-posta adresi girin');
    expect(errorMessageOf(new TypeError('x is undefined'))).toBe('Bir hata oluştu.');
    // The order-area layer's own default, for an answer without a usable status.
    expect(messageForStatus(0)).toBe('Bir hata oluştu');
  });
});

describe('a failure in its situation (001 §8)', () => {
  it("keeps the server's words and the connection's, and codes an answer without words", () => {
    expect(failureText(words(409, 'Masa bulunamadı'), 'Menü getirilirken bir hata oluştu')).toBe(
      'Masa bulunamadı',
    );
    expect(failureText(down, 'Menü getirilirken bir hata oluştu')).toBe(
      'Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
    );
    expect(failureText(bare(502), 'Menü getirilirken bir hata oluştu')).toBe(
      'Menü getirilirken bir hata oluştu (Hata Kodu: 502)',
    );
    expect(failureText(new Error('boom'), 'Menü getirilirken bir hata oluştu')).toBe(
      'Bir hata oluştu.',
    );
  });

  it('leads with the situation: refused, no answer, no words, unexpected', () => {
    const situation = {
      refused: (reason: string) => `Reddedildi: ${reason}`,
      noAnswer: 'Gönderilemedi.',
      service: 'Gönderilirken bir hata oluştu',
      unexpected: 'Beklenmedik bir hata oluştu.',
    };
    expect(describeFailure(words(409, 'Dolu'), situation)).toBe('Reddedildi: Dolu');
    expect(describeFailure(slow, situation)).toBe(
      'Gönderilemedi. Sunucu yanıt vermiyor. Lütfen daha sonra tekrar deneyin.',
    );
    expect(describeFailure(bare(500), situation)).toBe(
      'Gönderilirken bir hata oluştu (Hata Kodu: 500)',
    );
    expect(describeFailure('metin', situation)).toBe('Beklenmedik bir hata oluştu.');
  });
});
