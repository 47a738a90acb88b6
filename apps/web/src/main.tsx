// First: configures zod before any schema is built (see the module).
import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { openDrawnTableLink } from './features/qr-scan/utils/open-drawn-table-link.ts';
import { textsReady } from './i18n/texts.ts';
import { language } from './i18n/language.ts';
import { storage } from './lib/storage.ts';
import './styles/global.css';

/** Lets the browser handle input and paint before the next step of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up runs as a few short tasks rather than one long one, so a slow phone is never
 * blocked by it for long: storage (its first read opens it), the shell's texts, then the first
 * render (whose
 * routes start the screen's code and calls), as a transition that React renders in slices
 * between which the browser stays responsive.
 */
async function start(container: HTMLElement) {
  document.documentElement.lang = language;
  await nextTask();
  storage.discardLegacyDemoIds();
  openDrawnTableLink();
  // The shell's texts in the diner's language (ADR 046), asked for as its code ran.
  await Promise.all([textsReady(), nextTask()]);
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
