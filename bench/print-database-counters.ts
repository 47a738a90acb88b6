/**
 * The orders scenario's PostgreSQL figures per request (issue 37 §7): its counters, its CPU by
 * kind of process, and with BENCH_PG_STATEMENTS each statement's executions, plans and times.
 */
import type { DatabaseCounters } from './database-rows.ts';

type Measured = {
  name: string;
  key: string;
  databaseCpuMs: number;
  database?: DatabaseCounters;
  databaseCpuByProcess?: Record<string, number>;
};

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;

/** Lines to print; the figures also go into `json` under the scenario's key. */
export function printDatabaseCounters(f: Measured, json: Record<string, number>): string[] {
  const d = f.database!;
  const lines = [
    `${f.name}, PostgreSQL per request: ${d.transactions.toFixed(2)} transactions (${d.commits.toFixed(2)} commits), ${d.buffers.toFixed(0)} buffers, ${d.rows.toFixed(0)} rows read, WAL ${d.walBytes.toFixed(0)} bytes in ${d.walRecords.toFixed(1)} records (${d.walFullPages.toFixed(2)} whole pages), ${d.checkpoints.toFixed(4)} checkpoints, ${d.autovacuums.toFixed(4)} autovacuum passes` +
      (d.statements === undefined
        ? ''
        : `, ${d.statements.toFixed(2)} statements, ${d.plans!.toFixed(2)} of them planned`),
  ];
  json[`${f.key}.transactionsPerRequest`] = round(d.transactions, 2);
  json[`${f.key}.commitsPerRequest`] = round(d.commits, 2);
  json[`${f.key}.buffersPerRequest`] = round(d.buffers, 0);
  json[`${f.key}.rowsReadPerRequest`] = round(d.rows, 0);
  json[`${f.key}.walBytesPerRequest`] = round(d.walBytes, 0);
  json[`${f.key}.walFullPagesPerRequest`] = round(d.walFullPages, 2);
  if (d.statements !== undefined) {
    json[`${f.key}.statementsPerRequest`] = round(d.statements, 2);
    json[`${f.key}.plansPerRequest`] = round(d.plans!, 2);
  }
  const byProcess = Object.entries(f.databaseCpuByProcess ?? {}).sort(([, a], [, b]) => b - a);
  if (byProcess.length > 0) {
    lines.push(`  PostgreSQL CPU per request, ${us(f.databaseCpuMs)} in all, by process:`);
    for (const [kind, ms] of byProcess) {
      lines.push(`    ${us(ms).padStart(8)}  ${kind}`);
      json[
        `${f.key}.databaseCpuMsPerRequest.${kind.replace(/\s+(\w)/g, (_, c) => c.toUpperCase())}`
      ] = round(ms, 4);
    }
  }
  const busiest = Object.entries(d.byStatement ?? {})
    .filter(([, each]) => each.calls >= 0.01)
    .sort(([, a], [, b]) => b.planMs + b.execMs - (a.planMs + a.execMs));
  for (const [text, each] of busiest)
    lines.push(
      `  ${each.calls.toFixed(2)} executed, ${each.plans.toFixed(2)} planned, plan ${us(each.planMs)} + execution ${us(each.execMs)}: ${text}`,
    );
  return lines;
}
