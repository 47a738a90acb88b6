/**
 * Gives the system back what start-up used and let go of. Loading the npm packages and building
 * the app grow V8's young generation to its maximum (two semi-spaces of 16 MiB) and leave
 * garbage in the old one; V8 keeps both resident until its memory reducer runs, after seconds or
 * minutes of idle, at its own choice. One memory-reducing collection, the one V8 makes on a
 * low-memory notification, shrinks them before the server listens: about 100 ms of start-up,
 * once. Node offers that collection only through its in-process inspector session, which opens
 * no port. No V8 flag changes: traffic grows the young generation again as V8 sees fit, so a
 * request costs what it did (docs/decisions/112-load-on-first-use.md, since then).
 */
export async function releaseStartUpMemory(): Promise<void> {
  // A node built without the inspector has no such session: V8's own timing stays.
  const inspector = await import('node:inspector/promises').catch(() => undefined);
  if (!inspector) return;
  const session = new inspector.Session();
  session.connect();
  try {
    await session.post('HeapProfiler.collectGarbage');
  } finally {
    session.disconnect();
  }
}
