import { MutationCache, QueryClient } from '@tanstack/react-query';
import { refetchIfReasonArchived } from './corrections/correction-reasons.ts';

export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
  // Whichever correction form sent a reason archived since (ADR 079), the list is refetched.
  mutationCache: new MutationCache({
    onError: (error) => refetchIfReasonArchived(queryClient, error),
  }),
});
