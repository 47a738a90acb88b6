import type autocannon from 'autocannon';
import { orderingScenarios } from './ordering-scenarios.ts';

export type Scenario = { name: string; options: autocannon.Options };

/** The endpoints `npm run bench` measures; each issue adds the ones it makes fast. */
export async function httpScenarios(base: string): Promise<Scenario[]> {
  return [
    { name: 'GET /api/health (pings PostgreSQL)', options: { url: `${base}/api/health` } },
    ...(await orderingScenarios(base)),
  ];
}
