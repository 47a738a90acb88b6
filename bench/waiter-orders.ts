/**
 * A waiter's order → every board (issue 31): 1,000 diner sockets connected to one node, 20
 * staff boards (staff sockets in the business's room), and a waiter sending orders from the
 * staff app (POST /api/staff/tables/:tableId/orders, one Çay with its required size: a drink, so it fires at once and
 * is one order). Each sample is the time from sending the order to one board's
 * `order:created`: p50/p95/p99 over every board and order (goal: p99 ≤ 100 ms). Also the CPU
 * the server process and its PostgreSQL spent per order (CPU time around the orders / orders),
 * fan-out to the boards included.
 *
 * The route comes with issue 31's server work; a server without it is said so and skipped,
 * never measured. Run alone with `npm run bench:waiter`; `npm run bench` runs it with the
 * realtime figures.
 */
import { randomUUID } from 'node:crypto';
import { boardLatencyColumns, inBoardRoom, timeOrdersAtBoards } from './board-room.ts';
import { cpuMs } from './processes.ts';
import type { LatencyFigures } from './realtime-measure.ts';

const DINERS = Number(process.env.BENCH_DINERS ?? 1000);
const BOARDS = Number(process.env.BENCH_BOARDS ?? 20);
const ORDERS = Number(process.env.BENCH_WAITER_ORDERS ?? 40);

export type WaiterFigures = LatencyFigures & {
  diners: number;
  boards: number;
  orders: number;
  /** CPU per order, ms: the server process, and the PostgreSQL this bench started. */
  serverCpuMs: number;
  databaseCpuMs: number;
};

/** Figures, or why there are none (the server has no such route). */
export type WaiterResult = { figures: WaiterFigures } | { skipped: string };

export async function measureWaiterOrders(): Promise<WaiterResult> {
  return inBoardRoom(
    'waiter',
    { diners: DINERS, boards: BOARDS },
    async ({ url, server, table, tea, staffToken, boards }): Promise<WaiterResult> => {
      // A waiter must choose what a dish requires (the diner's path fills the first choice).
      const selectedOptions = Object.fromEntries(
        tea.options.filter((o) => o.required).map((o) => [o.name, o.choices[0]!.name]),
      );
      const send = (body: unknown) =>
        fetch(`${url}/api/staff/tables/${table.id}/orders`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${staffToken}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(body),
        });
      // An empty order is refused by the route (4xx); a server without the route answers 404.
      const probe = await send({ items: [] });
      if (probe.status === 404)
        return {
          skipped: `POST /api/staff/tables/:tableId/orders answered 404 (${await probe.text()}): this server has no waiter's order route yet`,
        };

      // PostgreSQL runs under this process, as the server does: its CPU is what this process's
      // children used beyond the server's.
      const cpu = () => {
        const node = cpuMs(server.child.pid!);
        return {
          own: node.own,
          database: cpuMs(process.pid).descendants - node.own - node.descendants,
        };
      };
      // The first order warms the sockets and is counted neither in latency nor in CPU.
      let cpuBefore = cpu();
      const latency = await timeOrdersAtBoards({
        boards,
        orders: ORDERS,
        send: () => send({ items: [{ productId: tea.id, quantity: 1, selectedOptions }] }),
        warmed: () => (cpuBefore = cpu()),
      });
      const cpuAfter = cpu();
      return {
        figures: {
          ...latency,
          diners: DINERS,
          boards: BOARDS,
          orders: ORDERS,
          serverCpuMs: (cpuAfter.own - cpuBefore.own) / ORDERS,
          databaseCpuMs: (cpuAfter.database - cpuBefore.database) / ORDERS,
        },
      };
    },
  );
}

export function printWaiterOrders(result: WaiterResult): void {
  if ('skipped' in result) {
    console.log(`\nA waiter's order → every board: skipped, ${result.skipped}`);
    return;
  }
  const f = result.figures;
  const ms = (v: number) => Number(v.toFixed(1));
  console.log(
    `\nA waiter's order → every board: ${f.diners} diner sockets and ${f.boards} staff boards on one node, the staff app's POST /api/staff/tables/:tableId/orders → order:created at every board, ${f.orders} orders (goal p99 ≤ 100 ms)\n`,
  );
  console.table([
    {
      ...boardLatencyColumns(f),
      'server CPU ms/order': ms(f.serverCpuMs),
      'PostgreSQL CPU ms/order': ms(f.databaseCpuMs),
      samples: f.samples,
      missed: f.missed,
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printWaiterOrders(await measureWaiterOrders());
}
