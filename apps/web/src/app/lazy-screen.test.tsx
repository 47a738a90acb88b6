import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const online = (on: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(on);

/** A screen as MainLayout mounts it: its error boundary, then its Suspense per address. */
const shell = (Screen: ComponentType, pathname: string) => (
  <RouteErrorBoundary pathname={pathname}>
    <Suspense key={pathname} fallback={<p>Yükleniyor...</p>}>
      <Screen />
    </Suspense>
  </RouteErrorBoundary>
);

function ordersScreen() {
  const load = vi.fn(() => Promise.resolve({ OrdersPage: () => <h1>Siparişlerim</h1> } as const));
  return { load, Orders: lazyScreen(load, 'OrdersPage') };
}

// A fresh lazy in every render of a failed screen suspended again forever on Preact (ADR 116):
// a loop of microtasks, which no timeout can stop, so that regression shows as a test that
// never ends rather than a failure.
describe('a lazy screen', () => {
  it('offline, says so instead of freezing the page, and opens once online on a retry', async () => {
    const { load, Orders } = ordersScreen();
    online(false);
    render(shell(Orders, '/orders'));

    const offline = await screen.findByRole('alert');
    expect(offline).toHaveTextContent('Bağlantı yok');
    expect(load).not.toHaveBeenCalled();

    online(true);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { name: 'Siparişlerim' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('whose code failed to arrive offers a reload, and is asked for again at the next address', async () => {
    online(true);
    const load = vi
      .fn<() => Promise<{ OrdersPage: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: x.js'))
      .mockResolvedValue({ OrdersPage: () => <h1>Siparişlerim</h1> });
    const Orders = lazyScreen(load, 'OrdersPage');
    const { rerender } = render(shell(Orders, '/orders'));

    expect(await screen.findByRole('button', { name: 'Sayfayı Yenile' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(shell(Orders, '/orders?again'));
    expect(await screen.findByRole('heading', { name: 'Siparişlerim' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
