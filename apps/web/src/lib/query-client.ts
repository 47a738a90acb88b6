import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error.ts';

/** A 4xx answer will not change by asking again; timeouts, network and 5xx get one retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // TanStack Query believes it is online until an 'offline' event: a page loaded offline (from
  // the service worker, ADR 047) would send every call and show each failure. It starts from
  // what the browser says, as the router does, so calls wait for the connection instead.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
