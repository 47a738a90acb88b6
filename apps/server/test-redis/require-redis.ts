import { createClient } from 'redis';

/**
 * The Redis pass runs against the Redis named by REDIS_URL, which nothing from npm provides:
 * without one it fails here, with what to do, rather than skipping its tests.
 */
export default async function requireRedis() {
  const url = process.env.REDIS_URL;
  if (!url) {
    throw new Error(
      'REDIS_URL is not set: this pass needs a Redis or Valkey, e.g. `redis-server --port 6391 --save "" --appendonly no` and REDIS_URL=redis://127.0.0.1:6391',
    );
  }
  const client = createClient({ url, socket: { reconnectStrategy: false } });
  client.on('error', () => {});
  await client.connect();
  await client.ping();
  await client.close();
}
