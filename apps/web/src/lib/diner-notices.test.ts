import type { DinerNoticeEvent } from '@masa/core/realtime/events';
import { describe, expect, it } from 'vitest';
import { deliverNotice, subscribeNotices } from './diner-notices.ts';

const notice = (orderNumber: number): DinerNoticeEvent => ({
  kind: 'bill_on_the_way',
  orderId: 'o',
  orderNumber,
  businessId: 'b',
  tableId: 't',
  createdAt: '2026-11-26T09:00:00.000Z',
});

describe('diner notices between the socket and the screen (issue 20)', () => {
  it('keeps what arrived before the listener, then hands everything to it', () => {
    deliverNotice(notice(1));
    deliverNotice(notice(2));
    const seen: number[] = [];
    const stop = subscribeNotices((n) =>
      seen.push(n.kind === 'bill_on_the_way' ? n.orderNumber : 0),
    );
    deliverNotice(notice(3));
    expect(seen).toEqual([1, 2, 3]);
    stop();
    deliverNotice(notice(4));
    expect(seen).toEqual([1, 2, 3]);
    const later: number[] = [];
    subscribeNotices((n) => later.push(n.kind === 'bill_on_the_way' ? n.orderNumber : 0))();
    expect(later).toEqual([4]);
  });
});
