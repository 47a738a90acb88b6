import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';

/**
 * What the plan tests read from PostgreSQL: every statement a read sends, and each one's plan as
 * PostgreSQL ran it (EXPLAIN ANALYZE, BUFFERS) with its parameters' values. Buffers and rows
 * do not depend on the machine's load, so they can be asserted where times cannot.
 */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};
export type Statement = { sql: string; params: unknown[] };

export const nodesOf = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).flatMap(nodesOf),
];

/** Pages the statement touched, in shared buffers or read into them. */
export const pagesTouched = (plan: PlanNode) =>
  (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);

/**
 * Rows its scans read from tables and indexes, those a filter then dropped included; `besides`
 * names tables left out of the count.
 */
export const rowsRead = (plan: PlanNode, besides: ReadonlySet<string> = new Set()) =>
  nodesOf(plan)
    .filter((node) => node['Relation Name'] !== undefined && !besides.has(node['Relation Name']))
    .reduce(
      (sum, node) =>
        sum +
        ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
          (node['Actual Loops'] ?? 1),
      0,
    );

/** Runs `read` on a database handle that writes down every statement it sends. */
export async function statementsOf(
  db: Db,
  read: (db: Db) => Promise<unknown>,
): Promise<Statement[]> {
  const sent: Statement[] = [];
  const recording = drizzle({
    client: db.$client,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => sent.push({ sql, params }) },
  }) as Db;
  await read(recording);
  return sent;
}

const literal = (value: unknown): string =>
  value === null
    ? 'null'
    : value instanceof Date
      ? value.toISOString()
      : // An array parameter (a report's orders, `= any($1)`) as PostgreSQL's array literal.
        Array.isArray(value)
        ? `{${value.map((item) => JSON.stringify(literal(item))).join(',')}}`
        : String(value);

/** The statement's plan as PostgreSQL ran it, with its parameters' values. */
export async function planOf(db: Db, { sql, params }: Statement): Promise<PlanNode> {
  const client = await db.$client.connect();
  try {
    await client.query(`prepare probe as ${sql}`);
    const args = params.map((p) => (p === null ? 'null' : client.escapeLiteral(literal(p))));
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (analyze, buffers, format json) execute probe${args.length ? `(${args.join(', ')})` : ''}`,
    );
    return rows[0]!['QUERY PLAN'][0]!.Plan;
  } finally {
    await client.query('deallocate all');
    client.release();
  }
}
