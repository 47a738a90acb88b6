import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationProvider } from '../components/ui/notification-provider.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { queryClient } from '../lib/query-client.ts';

/** App-wide state: server data cache, auth state, notifications. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <NotificationProvider>{children}</NotificationProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
