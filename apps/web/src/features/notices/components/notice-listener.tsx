import type { DinerNoticeEvent } from '@masa/core/realtime/events';
import { useEffect, useRef } from 'react';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { subscribeNotices } from '../../../lib/diner-notices.ts';
import { getSocket } from '../../../lib/socket.ts';
import { noticeToast } from '../utils/notice-toast.ts';

/**
 * Listens on the app's one socket for what the business did for this diner (`diner:notice`,
 * sent to their own user room, which the server joins on connect with their token) and shows
 * it on whatever screen is open (issue 20); `onNotice` lets the app refresh what it shows.
 * Loaded after the screen is usable (app/live-notices.tsx), with socket.io.
 */
export function NoticeListener({ onNotice }: { onNotice: (notice: DinerNoticeEvent) => void }) {
  const notify = useNotify();
  const onNoticeRef = useRef(onNotice);
  useEffect(() => {
    onNoticeRef.current = onNotice;
  });

  useEffect(() => {
    // Opens the socket if no screen has yet: the server puts it in the diner's room.
    getSocket();
    const handle = (notice: DinerNoticeEvent) => {
      onNoticeRef.current(notice);
      const toast = noticeToast(notice);
      if (!toast) return;
      notify[toast.type](toast.message, {
        ...(toast.duration !== undefined ? { duration: toast.duration } : {}),
      });
    };
    return subscribeNotices(handle);
  }, [notify]);

  return null;
}
