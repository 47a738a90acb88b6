import { useMemo } from 'react';
import { useNotify } from '../../../lib/notifications/use-notify.ts';

/** Toasts of the order area: bottom right, 3000 ms, at most 20 (001 §2 Notification toasts). */
export function useOrderNotify() {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (message: string) => notify.success(message, { area: 'order' }),
      error: (message: string) => notify.error(message, { area: 'order' }),
      warning: (message: string) => notify.warning(message, { area: 'order' }),
      info: (message: string) => notify.info(message, { area: 'order' }),
    }),
    [notify],
  );
}
