import type { DinerNoticeEvent } from '@masa/core/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth.ts';
import { billKeys } from '../features/bill/api/get-bill.ts';
import { orderKeys } from '../features/orders/api/order-keys.ts';
import { whenIdle } from '../lib/when-idle.ts';

// socket.io and the listener arrive once the screen is usable: the menu's first load stays
// within its budget (ADR 029).
const NoticeListener = lazy(() =>
  import('../features/notices/components/notice-listener.tsx').then((module) => ({
    default: module.NoticeListener,
  })),
);

/**
 * The diner's live notices on every screen (issue 20): status changes of their orders, a
 * waiter or the bill on the way, the staff's answers. A signed-in diner (a guest too, ADR 036)
 * has a user room; a visitor without an account has nothing to hear and opens no socket for it.
 * A notice also refreshes the diner's orders and that order's bill wherever they are shown.
 */
export function LiveNotices() {
  const { isLoggedIn } = useAuth();
  const queryClient = useQueryClient();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const refresh = useCallback(
    (notice: DinerNoticeEvent) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (notice.orderId) {
        void queryClient.invalidateQueries({ queryKey: billKeys.detail(notice.orderId) });
      }
    },
    [queryClient],
  );
  if (!isLoggedIn || !idle) return null;
  return (
    <Suspense fallback={null}>
      <NoticeListener onNotice={refresh} />
    </Suspense>
  );
}
