import { texts } from '../../../i18n/texts.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { describeFailure, joinReason } from '../../../lib/api/failure-text.ts';

const t = texts('orders');

/** 'Garson Çağır' failed: no order to call for, called already, refused, or no answer. */
export function waiterCallFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && !error.generic) {
    if (error.status === 404) return t('orders.actions.waiterNoOrder');
    if (error.status === 429) return t('orders.actions.waiterAlreadyCalled');
  }
  return describeFailure(error, {
    refused: t('orders.actions.waiterCallFailed'),
    noAnswer: t('orders.actions.waiterCallError'),
    service: t('orders.actions.waiterCallService'),
    unexpected: t('orders.actions.waiterCallErrorBare'),
  });
}

/** A message to the business failed: refused, network down, too slow, or no words. */
export function messageFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return t('orders.message.network');
  return describeFailure(error, {
    refused: (reason) => `${t('orders.message.failed')}: ${reason}`,
    noAnswer: t('orders.message.timedOut'),
    service: t('orders.message.service'),
    unexpected: t('orders.message.service'),
  });
}

/** The edit screen's save failed (001 §8 'Sipariş güncellenemedi'). */
export function editSaveFailure(error: unknown): string {
  return describeFailure(error, {
    refused: (reason) => `${t('orders.edit.updateFailed')}: ${reason}`,
    noAnswer: t('orders.edit.updateFailed'),
    service: t('orders.edit.updateError'),
    unexpected: t('orders.edit.updateError'),
  });
}

/**
 * The orders of a list could not load: '{title}' and why; the orders screen's own title reads
 * 'Siparişler yüklenemedi: {reason}' before the server's words.
 */
export const ordersLoadFailure = (error: unknown, title: string): string =>
  describeFailure(error, {
    refused:
      title === t('orders.loadFailed')
        ? (reason) => `${t('orders.loadFailedBare')}: ${reason}`
        : title,
    noAnswer: title,
    service: joinReason(title, t('orders.loadService')),
  });
