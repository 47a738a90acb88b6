/**
 * Staff boards under load (issue 16, done when): 1,000 diner sockets connected to one node, 20
 * staff boards (staff sockets in the business's room), and diners placing orders over HTTP
 * (POST /api/orders, with the table's access token). Each sample is the time from sending the
 * order to one board's `order:created`: p50/p95/p99 over every board and order (goal: p99 ≤
 * 100 ms). The boards and diners live in this one process, like in realtime-latency.ts.
 *
 * Run alone with `npm run bench:boards`; `npm run bench` runs it after the HTTP figures.
 */
import { boardLatencyColumns, inBoardRoom, timeOrdersAtBoards } from './board-room.ts';
import { placeDinerOrder } from './realtime-diners.ts';
import type { LatencyFigures } from './realtime-measure.ts';

const DINERS = Number(process.env.BENCH_DINERS ?? 1000);
const BOARDS = Number(process.env.BENCH_BOARDS ?? 20);
const ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 40);

export type BoardFigures = LatencyFigures & { diners: number; boards: number; orders: number };

export async function measureStaffBoards(): Promise<BoardFigures> {
  return inBoardRoom(
    'boards',
    { diners: DINERS, boards: BOARDS },
    async ({ url, businessId, table, tea, diners, boards }) => {
      const figures = await timeOrdersAtBoards({
        boards,
        orders: ORDERS,
        send: (round) =>
          placeDinerOrder({
            url,
            token: diners[round % diners.length]!.token,
            table,
            businessId,
            productId: tea.id,
          }),
      });
      return { ...figures, diners: DINERS, boards: BOARDS, orders: ORDERS };
    },
  );
}

export function printStaffBoards(f: BoardFigures): void {
  console.log(
    `\nStaff boards: ${f.diners} diner sockets and ${f.boards} staff boards on one node, a diner's POST /api/orders → order:created at every board, ${f.orders} orders\n`,
  );
  console.table([
    {
      ...boardLatencyColumns(f),
      samples: f.samples,
      missed: f.missed,
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printStaffBoards(await measureStaffBoards());
}
