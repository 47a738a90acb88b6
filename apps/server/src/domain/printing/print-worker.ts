import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { loggableError } from '../../lib/pg-errors.ts';
import { createPrintersStatusNotifier } from '../../realtime/emit-printers-status.ts';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';
import { PRINT_JOBS_CHANNEL } from './enqueue-print-job.ts';
import { printNextJob } from './print-next-job.ts';

/** The poll that catches what a notification missed (a node that was reconnecting, a retry due). */
export const PRINT_POLL_MS = 500;

type Log = { warn: (details: object, message: string) => void };

/**
 * The print jobs' delivery (issue 33, contract 6, ADR 082): every printer with a due ticket is
 * drained one ticket at a time, in `seq` order, until its queue is empty or a try fails (its
 * later tickets then wait behind the failed one's backoff). Woken at once by LISTEN print_jobs,
 * and every PRINT_POLL_MS. Any number of nodes may run it on one database: SKIP LOCKED gives
 * each printer's head ticket to one of them.
 */
export function startPrintWorker({
  db,
  config,
  twinPorts = [],
  log,
  io,
  clock,
}: {
  db: Db;
  config: Pick<Config, 'env'>;
  /** The ports of the server's virtual printers (`app.printerTwins`), for `twin` in the state. */
  twinPorts?: readonly number[];
  log: Log;
  io?: RealtimeServer;
  /** Decides which tickets are due (ADR 095): a test moves it past a retry's backoff. */
  clock: Clock;
}): { stop(): Promise<void>; wake(): void; settle(): Promise<void> } {
  const onError = (error: unknown) => log.warn({ err: loggableError(error) }, 'print worker');
  const setup = { env: config.env, twinPorts };
  const status = io ? createPrintersStatusNotifier({ db, setup, io, onError }) : undefined;
  const draining = new Map<string, Promise<void>>();
  let stopped = false;
  let scanning: Promise<void> | null = null;
  let rescan = false;
  let listener: pg.PoolClient | null = null;
  let connecting = false;

  const drain = async (printerId: string) => {
    try {
      while (!stopped) {
        const result = await printNextJob({ db, printerId, setup, now: clock.now() });
        if (result.outcome === 'none') break;
        status?.changed(result.businessId);
        if (result.outcome === 'failed') break;
      }
    } catch (error) {
      onError(error);
    } finally {
      draining.delete(printerId);
    }
  };

  const scan = async () => {
    // An archived printer's waiting tickets never print: leaving them out here spares a
    // transaction per archived printer on every poll.
    const { rows } = await db.execute<{ printer_id: string }>(sql`
      select distinct j.printer_id from print_jobs j join printers p on p.id = j.printer_id
      where j.printed_at is null and j.next_attempt_at <= ${clock.now()} and p.archived_at is null`);
    for (const { printer_id: printerId } of rows) {
      if (stopped || draining.has(printerId)) continue;
      draining.set(printerId, drain(printerId));
    }
  };

  const wake = () => {
    if (stopped) return;
    if (scanning) {
      rescan = true;
      return;
    }
    scanning = scan()
      .catch(onError)
      .finally(() => {
        scanning = null;
        if (rescan) {
          rescan = false;
          wake();
        }
      });
  };

  const listen = async () => {
    if (connecting || listener || stopped) return;
    connecting = true;
    try {
      const client = await db.$client.connect();
      client.on('notification', (message) => {
        if (message.payload) status?.changed(message.payload);
        wake();
      });
      client.on('error', (error) => {
        onError(error);
        client.release(true);
        if (listener === client) listener = null;
      });
      await client.query(`LISTEN ${PRINT_JOBS_CHANNEL}`);
      if (stopped) client.release(true);
      else listener = client;
    } catch (error) {
      onError(error);
    } finally {
      connecting = false;
    }
  };

  const timer = setInterval(() => {
    void listen();
    wake();
  }, PRINT_POLL_MS);
  void listen().then(wake);

  /** Waits until the scan under way and the printers it started have finished. */
  const settle = async () => {
    while (scanning || draining.size > 0) {
      await scanning;
      await Promise.all(draining.values());
    }
  };

  return {
    wake,
    settle,
    async stop() {
      stopped = true;
      clearInterval(timer);
      status?.stop();
      await scanning;
      await Promise.all(draining.values());
      listener?.release(true);
      listener = null;
    },
  };
}
