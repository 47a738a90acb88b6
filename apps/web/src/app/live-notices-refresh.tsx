import type { DinerNoticeEvent } from '@masa/core/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { billKeys } from '../lib/bill/get-bill.ts';
import { NoticeListener } from '../features/notices/components/notice-listener.tsx';
import { orderKeys } from '../lib/orders/order-keys.ts';

/**
 * The notice listener, and what a notice refreshes: the diner's orders and that order's bill,
 * wherever a screen shows them (issue 20). Its own chunk, loaded by LiveNotices.
 */
export function LiveNoticesRefresh() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    (notice: DinerNoticeEvent) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (notice.orderId) {
        void queryClient.invalidateQueries({ queryKey: billKeys.detail(notice.orderId) });
      }
    },
    [queryClient],
  );
  return <NoticeListener onNotice={refresh} />;
}
