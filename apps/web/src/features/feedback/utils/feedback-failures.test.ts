import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import {
  feedbackGuard,
  reviewFailure,
  reviewNames,
  reviewsLoadFailure,
} from './feedback-failures.ts';

const words = (status: number, message: string) => new ApiError({ status, message, kind: 'http' });
const down = new ApiError({
  status: 0,
  message: 'Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
  kind: 'network',
});

describe('ratings (001 §8 Feedback and reviews)', () => {
  it('says the API refused a rating, or that creating it failed', () => {
    expect(reviewFailure(words(409, 'Bu sipariş için zaten puan verdiniz'))).toBe(
      'API yorum oluşturma işlemini reddetti. Bu sipariş için zaten puan verdiniz',
    );
    expect(reviewFailure(words(500, 'Sunucu hatası'))).toBe(
      'Yorum oluşturulurken bir hata oluştu. Sunucu hatası',
    );
    expect(reviewFailure(down)).toBe(
      'Yorum oluşturulurken bir hata oluştu. Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
    );
  });

  it("words the diner's ratings list failing on the server or otherwise", () => {
    expect(reviewsLoadFailure(words(503, 'Bakımdayız'))).toBe(
      'Kullanıcı değerlendirmeleri getirilirken bir sunucu hatası oluştu.',
    );
    expect(reviewsLoadFailure(down)).toBe(
      'Geribildirimler alınırken bir hata oluştu. Lütfen daha sonra tekrar deneyin. Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
    );
  });

  it('names a rated product or business that has no name any more as unknown', () => {
    expect(
      reviewNames({ targetType: 'product', businessName: 'Ege Sofrası', productName: null }),
    ).toEqual({ business: 'Ege Sofrası', product: 'Bilinmeyen Ürün' });
    expect(reviewNames({ targetType: 'business', businessName: ' ', productName: null })).toEqual({
      business: 'Bilinmeyen İşletme',
      product: null,
    });
  });
});

describe('before a rating is sent (001 §5, §8)', () => {
  it('needs a rating of 1 to 5 and a target with an id', () => {
    expect(feedbackGuard(0, { id: 'b1' })).toBe('Lütfen 1 ile 5 arasında bir puan seçin.');
    expect(feedbackGuard(4, { id: '' })).toBe('Değerlendirme hedefi bulunamadı (ID eksik).');
    expect(feedbackGuard(4, { id: 'b1' })).toBeNull();
  });
});
