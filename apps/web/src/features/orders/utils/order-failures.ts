import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { describeFailure, joinReason } from '../../../lib/api/failure-text.ts';

// How the order actions word their failures (001 §8 screen messages "Waiter", "Messages",
// "Orders"): the situation's text and the reason, see lib/api/failure-text.ts.

const A = later(() => tr.orders.actions);
const M = later(() => tr.orders.message);

/** 'Garson Çağır' failed: no order to call for, called already, refused, or no answer. */
export function waiterCallFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && !error.generic) {
    if (error.status === 404) return A.waiterNoOrder;
    if (error.status === 429) return A.waiterAlreadyCalled;
  }
  return describeFailure(error, {
    refused: A.waiterCallFailed,
    noAnswer: A.waiterCallError,
    service: A.waiterCallService,
    unexpected: A.waiterCallErrorBare,
  });
}

/** A message to the business failed: refused, network down, too slow, or no words. */
export function messageFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return M.network;
  return describeFailure(error, {
    refused: (reason) => `${M.failed}: ${reason}`,
    noAnswer: M.timedOut,
    service: M.service,
    unexpected: M.service,
  });
}

/** The edit screen's save failed (001 §8 'Sipariş güncellenemedi'). */
export function editSaveFailure(error: unknown): string {
  return describeFailure(error, {
    refused: (reason) => `${tr.orders.edit.updateFailed}: ${reason}`,
    noAnswer: tr.orders.edit.updateFailed,
    service: tr.orders.edit.updateError,
    unexpected: tr.orders.edit.updateError,
  });
}

/**
 * The orders of a list could not load: '{title}' and why; the orders screen's own title reads
 * 'Siparişler yüklenemedi: {reason}' before the server's words.
 */
export const ordersLoadFailure = (error: unknown, title: string): string =>
  describeFailure(error, {
    refused:
      title === tr.orders.loadFailed ? (reason) => `${tr.orders.loadFailedBare}: ${reason}` : title,
    noAnswer: title,
    service: joinReason(title, tr.orders.loadService),
  });
