/**
 * A page served by the app's service worker has every screen's code in its precache (ADR 047):
 * offline, its code is asked for as online.
 */
const servedOffline = () => navigator.serviceWorker?.controller != null;

const canFetch = () => navigator.onLine !== false || servedOffline();

/** What each loader brought, by the loader: asked again, it answers at once, offline too. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/** Resolves at once when code can be fetched, else when the connection returns. */
function whenCodeCanCome(): Promise<void> {
  if (canFetch()) return Promise.resolve();
  return new Promise((resolve) => {
    const online = () => {
      window.removeEventListener('online', online);
      resolve();
    };
    window.addEventListener('online', online);
  });
}

/**
 * Every piece of the app's code loaded later (a dynamic `import()`) goes through here. Chromium
 * remembers a module that failed to arrive for as long as the page lives, and so does every
 * module that imports it: an import tried offline would fail again after the connection is
 * back, and the screen that needs that code (the guest account of a first visit, issue 30)
 * would wait for good. So offline, before the service worker serves the page, nothing is
 * asked for: the load starts once the connection is back. A load that failed because the
 * signal went on its way is tried again when it returns (a browser that keeps the failure
 * fails again, and that error is the one thrown). Code a loader already brought is answered
 * at once, offline too: a caller that asks again and again (the shared cart's, on every line
 * added) passes the same loader, a module-level function, and is never held back by a lost
 * signal for code it has.
 */
export async function loadCode<T>(load: () => Promise<T>): Promise<T> {
  if (loaded.has(load)) return loaded.get(load) as T;
  const code = await fetchCode(load);
  loaded.set(load, code);
  return code;
}

async function fetchCode<T>(load: () => Promise<T>): Promise<T> {
  await whenCodeCanCome();
  try {
    return await load();
  } catch (error) {
    if (canFetch()) throw error;
    await whenCodeCanCome();
    return load();
  }
}
