// First: configures zod before any schema is built (see the module).
import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { storage } from './lib/storage.ts';
import './styles/global.css';

/** Lets the browser handle input and paint before the next step of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up runs as a few short tasks rather than one long one, so a slow phone is never
 * blocked by it for long: storage (its first read opens it), then the first render (whose
 * routes start the screen's code and calls), as a transition that React renders in slices
 * between which the browser stays responsive.
 */
async function start(container: HTMLElement) {
  await nextTask();
  storage.discardLegacyDemoIds();
  await nextTask();
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
