/**
 * `npx tsx bench/notify-cost.ts`: what one `SELECT pg_notify` costs PostgreSQL in CPU, the way
 * the socket.io PostgreSQL adapter sends one per broadcast (issue 37 §7, ADR 122): the sending
 * backend's and the listening backend's CPU over `BENCH_NOTIFIES` statements, against the same
 * count of `SELECT $1` on the same connection, read from /proc by each backend's pid. CPU time,
 * not wall time: on a busy machine it still says what the statement itself costs.
 */
import pg from 'pg';
import { startBenchDatabase } from './bench-database.ts';
import { readProcesses, TICK_MS } from './processes.ts';

const count = Number(process.env.BENCH_NOTIFIES ?? 5_000);
const payload = 'x'.repeat(Number(process.env.BENCH_NOTIFY_BYTES ?? 400));

const cpuOf = (pid: number) => (readProcesses().get(pid)?.ticks ?? 0) * TICK_MS;

async function backend(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return { client, pid: rows[0]!.pid };
}

/** CPU µs per statement of the sender and of the listener, over `count` statements. */
async function perStatement(
  sender: Awaited<ReturnType<typeof backend>>,
  listener: Awaited<ReturnType<typeof backend>>,
  text: string,
  values: unknown[],
) {
  let heard = 0;
  const onNotification = () => (heard += 1);
  listener.client.on('notification', onNotification);
  const before = [cpuOf(sender.pid), cpuOf(listener.pid)];
  for (let i = 0; i < count; i++) await sender.client.query(text, values);
  // The listener's backend sends what it was told once idle: wait until all has arrived.
  const notifies = text.includes('pg_notify');
  while (notifies && heard < count) await new Promise((r) => setTimeout(r, 20));
  listener.client.off('notification', onNotification);
  const after = [cpuOf(sender.pid), cpuOf(listener.pid)];
  return [((after[0]! - before[0]!) * 1000) / count, ((after[1]! - before[1]!) * 1000) / count];
}

const database = await startBenchDatabase('notify');
try {
  const sender = await backend(database.url);
  const listener = await backend(database.url);
  await listener.client.query('LISTEN "socket.io#/"');
  await perStatement(sender, listener, 'select $1', ['warm-up']);
  const plain = await perStatement(sender, listener, 'select $1', [payload]);
  const notify = await perStatement(sender, listener, 'select pg_notify($1, $2)', [
    'socket.io#/',
    payload,
  ]);
  console.log(
    `${count} statements, ${payload.length}-byte payload, CPU µs per statement (sender, listener):`,
  );
  console.log(`  select $1:        ${plain.map((v) => v.toFixed(1)).join(', ')}`);
  console.log(`  select pg_notify: ${notify.map((v) => v.toFixed(1)).join(', ')}`);
  await sender.client.end();
  await listener.client.end();
} finally {
  await database.close();
}
