import { texts } from '../../i18n/texts.ts';
import { isApiError } from '../api/api-error.ts';
import { describeFailure } from '../api/failure-text.ts';

const t = texts('checkout', 'errors', 'orders');

/** Where an order is placed or added to: the cart, or the table panel (001 §2). */
export type OrderScreen = 'cart' | 'table';

/**
 * The order could not go as a guest (ADR 036): making the guest of this device failed. The
 * checkout then says so and offers the sign-in, as for a cart with nobody signed in (001 §2).
 */
export class GuestSignInError extends Error {
  constructor(override readonly cause: unknown) {
    super(t('checkout.guestFailed'));
    this.name = 'GuestSignInError';
  }

  static wrap(cause: unknown): never {
    throw new GuestSignInError(cause);
  }
}

/** Why the guest could not be made: the server's words, the connection, or 'Token alınamadı'. */
function guestReason(cause: unknown): string {
  if (isApiError(cause) && cause.kind === 'http' && cause.generic) {
    return t('errors.code', { status: cause.status });
  }
  return cause instanceof Error && cause.message !== '' ? cause.message : t('errors.fallback');
}

/**
 * What the checkout says when an order or its added items do not go through (001 §8 Orders):
 * - a guest that could not be made: 'Giriş yapılamadı, lütfen tekrar deneyin.' and why;
 * - a new order refused: 'Sipariş veya oturum oluşturulamadı.' with the server's reason; no
 *   answer: 'Sipariş oluşturulurken bir hata oluştu.'; an answer without words: 'Sipariş ve
 *   masa oturumu oluşturulurken bir hata oluştu (Hata Kodu: …)'; anything else: 'Sipariş
 *   gönderilirken beklenmedik bir hata oluştu.';
 * - items for the active order: 'Siparişe ürün eklenirken bir hata oluştu.' and why (the table
 *   panel: 'Siparişe ürün eklenirken hata: …').
 */
export function placeOrderFailure(error: unknown, kind: OrderScreen | 'create'): string {
  if (error instanceof GuestSignInError)
    return `${t('checkout.guestFailed')} ${guestReason(error.cause)}`;
  if (kind === 'create') {
    return describeFailure(error, {
      refused: t('checkout.createRefused'),
      noAnswer: t('checkout.createFailed'),
      service: t('checkout.createService'),
      unexpected: t('checkout.createUnexpected'),
    });
  }
  return describeFailure(error, {
    refused:
      kind === 'table'
        ? (reason: string) => t('orders.table.addFailed', { reason })
        : t('checkout.addFailed'),
    noAnswer: t('checkout.addFailed'),
    service: t('checkout.addService'),
  });
}
