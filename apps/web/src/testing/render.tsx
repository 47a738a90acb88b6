import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { NotificationProvider } from '../components/ui/notification-provider.tsx';
import { apiConfig } from '../lib/api/api-config.ts';

// findBy… waits for an answer, not a deadline: on a busy two-core box the first one is slow.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
// The client builds a Request, which needs an absolute URL outside a browser page.
apiConfig.baseUrl = 'http://masa.test/api';

/**
 * A diner screen as the main layout mounts it (ADR 108): the notification stack and a query
 * cache of its own per test that does not retry. The texts are the language of the file's
 * name (texts-setup.ts: Turkish, English for *.en.test.tsx), loaded before the test runs.
 */
export function renderDiner(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <NotificationProvider>{ui}</NotificationProvider>
    </QueryClientProvider>,
  );
}
