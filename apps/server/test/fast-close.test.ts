import { expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp } from './app.ts';

// An app closed right after it was built must give back every database connection, or the
// pool (and with it a test file, or a failed start-up) waits forever.
const { config, db } = await createTestApp();
const busy = () => db.$client.totalCount - db.$client.idleCount;

it('gives back the realtime LISTEN connection when closed right after start', async () => {
  await new Promise((r) => setTimeout(r, 300));
  const before = busy();
  const app = await buildApp({ config, db });
  await app.ready();
  await app.close();
  await new Promise((r) => setTimeout(r, 300));
  expect(busy()).toBe(before);
});
