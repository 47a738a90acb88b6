import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageIsStale, registerWorkerWhenSettled } from '../../lib/offline/start-worker.ts';

/**
 * The service worker that keeps the app, the menu and its photos for a phone without a
 * connection (issue 21 §6, ADR 047): registered once the first screen is usable. When a new
 * build's worker has taken over while this page ran, the next change of screen (a tab, a
 * dish's sheet, back) loads the new build from the server instead of showing the old one's.
 */
export function useOfflineWorker(): void {
  const queryClient = useQueryClient();
  useEffect(() => registerWorkerWhenSettled(queryClient), [queryClient]);
  const { key } = useLocation();
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    if (pageIsStale()) window.location.reload();
  }, [key]);
}
