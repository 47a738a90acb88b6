import type { Page, WebSocketRoute } from '@playwright/test';

/**
 * The app's live connection, routed through Playwright so a test can cut it as a dropped
 * network would, without a hook in the app: every socket.io WebSocket (and, while cut, its
 * long-polling fallback) passes here. Call before the page opens the socket.
 */
export async function cuttableSocket(page: Page) {
  const open = new Set<WebSocketRoute>();
  let cut = false;
  let refused = 0;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    // While cut, a new connection fails at once, as a refused one does: the client reads a
    // frame that is not engine.io's and gives up on it (a clean close would leave it waiting
    // for its 30 s connect timeout).
    if (cut) {
      refused += 1;
      ws.send('connection refused');
      return void ws.close();
    }
    ws.connectToServer();
    open.add(ws);
    ws.onClose(() => open.delete(ws));
  });
  await page.route(/\/socket\.io\/.*transport=polling/, (route) => {
    if (!cut) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  return {
    /** Whether a live connection passes through (the app has connected). */
    isOpen: () => open.size > 0,
    /** How many connection attempts were refused while cut: the app's retries, as they come. */
    refused: () => refused,
    /** Drops the connection and refuses new ones until `restore`. */
    cut: async () => {
      cut = true;
      await Promise.all([...open].map((ws) => ws.close()));
    },
    restore: () => {
      cut = false;
    },
  };
}

/**
 * The app's first live connection held back until `release`, as on a slow network where the
 * page's first answers arrive before its socket has connected. Call before the page opens.
 */
export async function heldSocket(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    held += 1;
    await released;
    ws.connectToServer();
  });
  await page.route(/\/socket\.io\/.*transport=polling/, async (route) => {
    await released;
    await route.continue();
  });
  return {
    /** Whether the app has tried to connect (and waits). */
    isHeld: () => held > 0,
    release,
  };
}

/**
 * Resolves once the page's first live connection receives a frame that `matches` accepts, for
 * example socket.io's CONNECT answer (`40…`: the server has put a diner's socket in their room).
 * Call before the page opens.
 */
export function socketHears(page: Page, matches: (payload: string) => boolean, timeout?: number) {
  return page.waitForEvent('websocket', { timeout }).then((ws) =>
    ws.waitForEvent('framereceived', {
      predicate: (frame) => matches(String(frame.payload)),
      timeout,
    }),
  );
}

/** socket.io's CONNECT answer: the server has taken the socket (and a diner's into their room). */
export const connectAnswer = (payload: string) => payload.startsWith('40');
