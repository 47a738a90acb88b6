import { statusLabel } from '../../../lib/status-label.ts';
import type { DinerNoticeEvent } from '@masa/core/realtime/events';
import { clockTime } from '@masa/core/time/clock-time';
import { texts } from '../../../i18n/texts.ts';

const t = texts('notices');

export type NoticeToast = {
  message: string;
  type: 'info' | 'success' | 'warning';
  /** 0: stays until closed (000 §2.3), for what the diner must be able to read whole. */
  duration?: number;
};

const GOOD_NEWS = new Set(['ready', 'on_the_way', 'delivered', 'paid', 'completed']);
/** Statuses the diner caused or that say nothing new to them: no toast. */
const SILENT = new Set(['pending', 'bill_requested']);

/**
 * The toast a notice shows (issue 20): the order's status in the specification's words (001 §4
 * labels) with its expected time once accepted and the staff's reason when cancelled; a waiter
 * on the way; the bill on its way; the staff's answer, kept on screen until closed.
 */
export function noticeToast(notice: DinerNoticeEvent): NoticeToast | null {
  switch (notice.kind) {
    case 'order_status': {
      if (SILENT.has(notice.status)) return null;
      const parts = [
        t('notices.orderStatus', {
          number: String(notice.orderNumber),
          label: statusLabel(notice.status),
        }),
      ];
      if (notice.status === 'cancelled') {
        if (notice.reason) parts.push(t('notices.reason', { reason: notice.reason }));
        return { message: parts.join(' · '), type: 'warning', duration: 0 };
      }
      if (notice.expectedReadyAt && !GOOD_NEWS.has(notice.status)) {
        parts.push(t('notices.expected', { time: clockTime(notice.expectedReadyAt) }));
      }
      return {
        message: parts.join(' · '),
        type: GOOD_NEWS.has(notice.status) ? 'success' : 'info',
      };
    }
    case 'waiter_on_the_way':
      return {
        message:
          notice.orderNumber === null
            ? t('notices.waiterOnTheWay')
            : t('notices.waiterOnTheWayFor', { number: String(notice.orderNumber) }),
        type: 'success',
      };
    case 'bill_on_the_way':
      return {
        message: t('notices.billOnTheWay', { number: String(notice.orderNumber) }),
        type: 'success',
      };
    case 'message_answer':
      return {
        message: t('notices.messageAnswer', {
          number: String(notice.orderNumber),
          message: notice.message,
        }),
        type: 'info',
        duration: 0,
      };
  }
}
