import type { DinerNoticeEvent } from '@masa/core/realtime/events';
import { describe, expect, it } from 'vitest';
import { noticeToast } from './notice-toast.ts';

const base = { businessId: 'b', tableId: 't', createdAt: '2026-11-26T09:00:00.000Z' };
const status = (value: string, extra: object = {}): DinerNoticeEvent => ({
  ...base,
  kind: 'order_status',
  orderId: 'o',
  orderNumber: 12,
  status: value,
  reason: null,
  expectedReadyAt: null,
  ...extra,
});

describe('the toast of a diner notice (issue 20)', () => {
  it("says the order's status in the specification's labels, with the expected time once accepted", () => {
    expect(
      noticeToast(status('received', { expectedReadyAt: '2026-11-26T09:20:00.000Z' })),
    ).toEqual({ message: 'Sipariş #12: Alındı · Tahmini hazır olma: 12:20', type: 'info' });
    expect(noticeToast(status('preparing'))).toEqual({
      message: 'Sipariş #12: Hazırlanıyor',
      type: 'info',
    });
    expect(noticeToast(status('delivered'))?.message).toBe('Sipariş #12: Teslim Edildi');
    expect(noticeToast(status('delivered'))?.type).toBe('success');
    expect(noticeToast(status('paid'))?.message).toBe('Sipariş #12: Ödendi');
  });

  it("keeps a cancellation with the staff's reason on screen until closed", () => {
    expect(noticeToast(status('cancelled', { reason: 'Ocak arızalandı' }))).toEqual({
      message: 'Sipariş #12: İptal Edildi · Neden: Ocak arızalandı',
      type: 'warning',
      duration: 0,
    });
  });

  it('says nothing of what the diner did themselves', () => {
    expect(noticeToast(status('bill_requested'))).toBeNull();
    expect(noticeToast(status('pending'))).toBeNull();
  });

  it('tells a waiter or the bill is on the way, and shows an answer whole until closed', () => {
    expect(
      noticeToast({ ...base, kind: 'waiter_on_the_way', orderId: null, orderNumber: null }),
    ).toEqual({ message: 'Garson masanıza geliyor.', type: 'success' });
    expect(
      noticeToast({ ...base, kind: 'waiter_on_the_way', orderId: 'o', orderNumber: 12 })?.message,
    ).toBe('Garson masanıza geliyor (Sipariş #12).');
    expect(
      noticeToast({ ...base, kind: 'bill_on_the_way', orderId: 'o', orderNumber: 12 })?.message,
    ).toBe('Hesabınız yolda (Sipariş #12).');
    expect(
      noticeToast({
        ...base,
        kind: 'message_answer',
        orderId: 'o',
        orderNumber: 12,
        messageId: 'm',
        message: 'Çayınız geliyor.',
      }),
    ).toEqual({
      message: 'İşletmeden yanıt (Sipariş #12): Çayınız geliyor.',
      type: 'info',
      duration: 0,
    });
  });
});
