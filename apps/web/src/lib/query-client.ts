import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error.ts';

/** A 4xx answer will not change by asking again; timeouts, network and 5xx get one retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// TanStack Query believes it is online until an 'offline' event: a page loaded offline (from the
// service worker, ADR 047) would send every call and show each failure. It starts from what
// the browser says, as the router does, so calls wait for the connection instead.
onlineManager.setOnline(navigator.onLine);

/**
 * For the menu's reads that the service worker keeps (core offline/offline-reads.ts, ADR 047):
 * asked even offline, where the worker answers with the last menu it saw; without it a read
 * fails and waits for the connection as any other.
 */
export const KEPT_OFFLINE = { networkMode: 'offlineFirst' } as const;
