import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's closed layers (ADR 107) as `npx eslint apps/server` checks them: a file's text
// is linted as if it were at the given path (it need not exist). import-x/no-cycle is off: it
// reads the whole import graph on a first call (seconds), and it is not what this file tests.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

async function problems(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('a route opens no transaction (ADR 107)', () => {
  // The first lint loads the config, its plugins and the TypeScript parser: seconds on a busy
  // machine, not what these tests measure.
  beforeAll(() => problems('no-restricted-syntax', 'apps/server/src/app.ts', ''), 60_000);

  const route = 'apps/server/src/routes/staff/party-routes.ts';
  const opening = [
    "import type { FastifyInstance } from 'fastify';",
    'export const run = (app: FastifyInstance) =>',
    '  app.db.transaction(async (tx) => tx.execute("select 1"));',
  ].join('\n');

  it('fails a route file that calls transaction()', async () => {
    expect(await problems('no-restricted-syntax', route, opening)).toEqual([
      expect.stringMatching(/Routes open no transaction: call one domain function/),
    ]);
  });

  it('passes the same call in a domain function, and in a route test that seeds', async () => {
    const domain = 'apps/server/src/domain/staff/correct-party.ts';
    expect(await problems('no-restricted-syntax', domain, opening)).toEqual([]);
    const test = 'apps/server/src/routes/tables/tables.test.ts';
    expect(await problems('no-restricted-syntax', test, opening)).toEqual([]);
  });
});

describe('masa/domain-layers: the order path imports downward only (ADR 107)', () => {
  const rule = 'masa/domain-layers';

  it('fails a back-edge: bill importing orders, orders live-orders, live-orders staff', async () => {
    const cases: [string, string, RegExp][] = [
      [
        'apps/server/src/domain/bill/request-x.ts',
        "import { loadOrderResponse } from '../orders/load-order-response.ts';",
        /'bill' imports 'orders' at run time, an area above it/,
      ],
      [
        'apps/server/src/domain/orders/create-x.ts',
        "export { readEditStatus } from '../live-orders/read-edit-status.ts';",
        /'orders' imports 'live-orders'/,
      ],
      [
        'apps/server/src/domain/live-orders/settle-x.ts',
        "const later = () => import('../staff/record-payment.ts');\nexport { later };",
        /'live-orders' imports 'staff'/,
      ],
      [
        'apps/server/src/domain/table-sessions/x.ts',
        "import { requestSplitBill } from '../bill/request-split-bill.ts';",
        /'table-sessions' imports 'bill'/,
      ],
    ];
    for (const [file, code, message] of cases) {
      expect(await problems(rule, file, code), file).toEqual([expect.stringMatching(message)]);
    }
  });

  it('passes imports downward, type-only imports upward, and areas outside the path', async () => {
    const downward = [
      "import { loadBillState } from '../bill/load-bill-state.ts';",
      "import { findSittingDiner } from '../table-sessions/find-sitting-diner.ts';",
      "import type { OrderResponse } from '../orders/order-response.ts';",
      'export type T = typeof loadBillState | typeof findSittingDiner | OrderResponse;',
    ].join('\n');
    expect(await problems(rule, 'apps/server/src/domain/orders/x.ts', downward)).toEqual([]);
    const typesUp = [
      "import type { OrderRow } from '../orders/to-order-response.ts';",
      "import { type OrderResponse } from '../orders/order-response.ts';",
      'export type T = OrderRow | OrderResponse;',
    ].join('\n');
    expect(await problems(rule, 'apps/server/src/domain/bill/x.ts', typesUp)).toEqual([]);
    const outside = "import { changeOrderStatus } from '../staff/change-order-status.ts';";
    expect(await problems(rule, 'apps/server/src/domain/tables/x.ts', outside)).toEqual([]);
  });
});
