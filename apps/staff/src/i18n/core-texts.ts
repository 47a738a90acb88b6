import { coreEnglish } from '@masa/core/i18n/core-english';
import { ORDER_STATUS_LABELS_EN } from '@masa/core/i18n/en/order-messages';
import { ORDER_STATUS_LABELS } from '@masa/core/orders/order-status';
import type { Language } from './i18n.tsx';

// Texts core owns and the staff app shows as they are; they join core's own catalogs when core
// moves to Lingui (issue 36 §1), and these two functions go.

/** An order's status as the table panel names it (the diner's words, 001 §4). */
export function orderStatusLabel(language: Language, status: string): string | undefined {
  const labels: Record<string, string> =
    language === 'en' ? ORDER_STATUS_LABELS_EN : ORDER_STATUS_LABELS;
  return labels[status];
}

/** A rule's message from core (the server's words, in Turkish), in the current language. */
export function coreText(language: Language, message: string): string {
  return language === 'en' ? (coreEnglish(message) ?? message) : message;
}
