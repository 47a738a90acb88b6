import type autocannon from 'autocannon';
import { orderingScenarios } from './ordering-scenarios.ts';

/** `key` names its figures in BENCH_JSON (`<key>.rps`, `<key>.p99Ms`, …). */
export type Scenario = { name: string; key: string; options: autocannon.Options };

/** The endpoints `npm run bench` measures; each issue adds the ones it makes fast. */
export async function httpScenarios(base: string): Promise<Scenario[]> {
  return [
    {
      name: 'GET /api/health (pings PostgreSQL)',
      key: 'health',
      options: { url: `${base}/api/health` },
    },
    ...(await orderingScenarios(base)),
  ];
}
