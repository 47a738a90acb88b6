import { expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDb } from '../src/db/client.ts';
import { createTestApp } from './app.ts';
import { eventually } from './live-orders/socket-helpers.ts';

// An app closed right after it was built must give back every database connection, or the
// pool (and with it a test file, or a failed start-up) waits forever.
const { config, url } = await createTestApp();

it('gives back the realtime LISTEN connection when closed right after start', async () => {
  // A pool of its own, so the first app's relay and workers cannot move the count.
  const db = createDb(url, { max: 5 });
  try {
    const app = await buildApp({ config, db });
    await app.ready();
    await app.close();
    // A connection the adapter asked for before the close is given back when it arrives.
    await eventually(() => expect(db.$client.totalCount - db.$client.idleCount).toBe(0), 2000);
  } finally {
    await db.$client.end();
  }
});
