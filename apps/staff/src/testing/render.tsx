import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { I18nProvider, type Language } from '../i18n/i18n.tsx';

// findBy… waits for an answer, not a deadline: on a busy two-core box the first one is slow.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * A staff screen as the app mounts it (ADR 108): the real language provider with the compiled
 * catalog of `language` (Turkish unless asked), and a query cache of its own per test that
 * does not retry, so a refusal shows at once. It resolves once the catalog has loaded (the
 * provider then names the page's language); the first load compiles it, hence the long wait.
 */
export async function renderStaff(
  ui: ReactNode,
  { language = 'tr' }: { language?: Language } = {},
) {
  localStorage.setItem('masa-staff-language', language);
  document.documentElement.lang = '';
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rendered = render(
    <QueryClientProvider client={client}>
      <I18nProvider>{ui}</I18nProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(document.documentElement.lang).toBe(language), { timeout: 20_000 });
  return rendered;
}
