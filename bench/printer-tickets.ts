/**
 * Order placed → ticket bytes at the printer (issue 33, goal p95 ≤ 1 s): the server (with its
 * print worker) on its own PostgreSQL, a virtual printer (ADR 081) serving the Mutfak and Bar
 * stations of the first demo business, and PRINTER_ORDERS orders one after another. A sample is
 * the time from sending the order to its ticket's bytes at the printer. Until the order routes
 * queue tickets (issue 33's ticket slice), an order prints nothing: the bench then says so and
 * times a ticket queued with enqueuePrintJob in a transaction, as those routes will, instead.
 * Next to it, the same number of sequential requests to the node:http hello world.
 *
 * The server runs with NODE_ENV=development: production refuses a printer on this machine's
 * loopback (ADR 082), and this machine has no other private address.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { enqueuePrintJob } from '../apps/server/src/domain/printing/enqueue-print-job.ts';
import { startVirtualPrinter } from '../apps/server/src/printing-twin/virtual-printer.ts';
import { startBenchDatabase } from './bench-database.ts';
import { SERVER_ENTRY, SERVER_READY, startProcess } from './processes.ts';
import { seedDiners } from './realtime-diners.ts';

const ORDERS = Number(process.env.BENCH_PRINTER_ORDERS ?? 200);
type Percentiles = { p50: number; p95: number; p99: number };
export type PrinterFigures = {
  what: string;
  /** False: orders print nothing on this server yet; queued tickets were timed instead. */
  ordersPrint: boolean;
  orders: number;
  missed: number;
  ticket: Percentiles;
  hello: Percentiles;
};

const percentiles = (samples: number[]): Percentiles => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
};

export async function measurePrinterTickets(): Promise<PrinterFigures> {
  const bench = await startBenchDatabase('printer');
  const { db, env, secret } = bench;
  const printer = await startVirtualPrinter({ port: 0, name: 'Bench' });
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  let hello: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    server = await startProcess(SERVER_ENTRY, env, SERVER_READY);
    const url = `http://127.0.0.1:${server.port}`;
    const businessId = DEMO_BUSINESS_IDS.bogaz;
    const tableId = DEMO_TABLE_IDS.bogaz[0]!;
    const { staffToken } = await seedDiners({
      url: bench.url,
      secret,
      count: 1,
      businessId,
      tableId,
    });
    await db.$client.query(
      `INSERT INTO printers (id, business_id, name, host, port, stations)
       VALUES (substr(md5(random()::text), 1, 24), $1, 'Mutfak yazıcısı', '127.0.0.1', $2, '{Mutfak,Bar}')`,
      [businessId, printer.port],
    );
    // A drink with nothing to choose: its course fires at once, so the order prints now.
    const {
      rows: [dish],
    } = await db.$client.query<{ id: string }>(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
       WHERE c.business_id = $1 AND c.station = 'Bar' AND p.options = '[]'::jsonb AND p.is_available AND p.active
       ORDER BY p.name LIMIT 1`,
      [businessId],
    );
    const placeOrder = () =>
      fetch(`${url}/api/staff/tables/${tableId}/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${staffToken}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ items: [{ productId: dish!.id, quantity: 1 }] }),
      });
    const queueTicket = (round: number) =>
      db.transaction((tx) =>
        enqueuePrintJob({
          tx,
          businessId,
          target: { station: 'Mutfak' },
          kind: 'order',
          document: {
            blocks: [{ kind: 'rule' }, { kind: 'text', text: `Bench ${round}` }],
            cut: true,
          },
        }),
      );
    const arrived = async (count: number, timeoutMs: number) => {
      const until = performance.now() + timeoutMs;
      while (printer.tickets().length < count) {
        if (performance.now() > until) return false;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return true;
    };
    // Does an order print yet? One probe order, 5 s.
    const probe = await placeOrder();
    const ordersPrint = probe.status === 201 && (await arrived(1, 5_000));
    const send = ordersPrint ? placeOrder : queueTicket;
    const samples: number[] = [];
    let missed = 0;
    for (let round = 0; round < ORDERS; round++) {
      const before = printer.tickets().length;
      const t0 = performance.now();
      await send(round);
      if (await arrived(before + 1, 10_000)) samples.push(performance.now() - t0);
      else missed += 1;
    }

    hello = await startProcess('bench/hello.ts', {}, { marker: 'ready' });
    const helloSamples: number[] = [];
    for (let round = 0; round < ORDERS; round++) {
      const t0 = performance.now();
      await (await fetch(`http://127.0.0.1:${hello.port}/`)).text();
      helloSamples.push(performance.now() - t0);
    }
    return {
      what: ordersPrint
        ? "a waiter's order (POST /api/staff/tables/:tableId/orders) → its ticket's bytes at the virtual printer"
        : `ticket queued with enqueuePrintJob in a transaction → bytes at the virtual printer (an order prints nothing on this server yet: probe ${probe.status})`,
      ordersPrint,
      orders: ORDERS,
      missed,
      ticket: percentiles(samples),
      hello: percentiles(helloSamples),
    };
  } finally {
    await hello?.stop();
    await server?.stop();
    await printer.close();
    await bench.close();
  }
}

export function printPrinterTickets(f: PrinterFigures): void {
  const ms = (v: number) => Number(v.toFixed(1));
  console.log(`\nPrinter tickets (goal p95 ≤ 1 s): ${f.what}, ${f.orders} one after another\n`);
  console.table([
    {
      scenario: f.ordersPrint ? 'order → ticket bytes' : 'queued ticket → bytes',
      'p50 ms': ms(f.ticket.p50),
      'p95 ms': ms(f.ticket.p95),
      'p99 ms': ms(f.ticket.p99),
      missed: f.missed,
    },
    {
      scenario: 'node:http hello world, one request',
      'p50 ms': ms(f.hello.p50),
      'p95 ms': ms(f.hello.p95),
      'p99 ms': ms(f.hello.p99),
      missed: 0,
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printPrinterTickets(await measurePrinterTickets());
}
