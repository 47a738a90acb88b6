import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// deploy/cluster.sh from TypeScript: the cluster test drives it, and a benchmark that wants
// several nodes behind the balancer calls `startCluster` rather than a launcher of its own.

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../../deploy/cluster.sh');

export type ClusterOptions = {
  /** Where PostgreSQL's data, the logs and the pid files go. */
  dir: string;
  /** The balancer's port; the nodes listen on the next `nodes` ports. */
  port: number;
  nodes: number;
  pgPort: number;
  /** With Redis on this port: the nodes fan out through Redis Streams (ADR 102). */
  redisPort?: number;
  /** More environment for the nodes (SEED_DEMO, RATE_LIMIT_SCALE, …: see the script). */
  env?: Record<string, string>;
};

export type Cluster = {
  /** The balancer: what diners and staff use. */
  url: string;
  /** Each node directly, 1-based as the script counts them: `nodeUrls[0]` is node 1. */
  nodeUrls: string[];
  databaseUrl: string;
  killNode: (n: number) => Promise<void>;
  startNode: (n: number) => Promise<void>;
  /** Redis killed with SIGKILL and started again, empty. */
  restartRedis: () => Promise<void>;
  /** PostgreSQL stopped without a checkpoint (`-m immediate`) and started again. */
  restartPostgres: () => Promise<void>;
  down: () => Promise<void>;
};

/** What the script needs from Debian; missing parts are named, never skipped. */
export function missingSystemParts({ redis }: { redis: boolean }): string[] {
  return [
    ['/usr/sbin/nginx', 'nginx'],
    ['/usr/lib/postgresql/15/bin/postgres', 'postgresql-15'],
    ...(redis ? [['/usr/bin/redis-server', 'redis-server']] : []),
  ]
    .filter(([file]) => !existsSync(file!))
    .map(([, name]) => name!);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const redis = options.redisPort !== undefined;
  const missing = missingSystemParts({ redis });
  if (missing.length > 0) throw new Error(`the cluster needs ${missing.join(', ')} (apt-get)`);
  const env = {
    ...process.env,
    ...options.env,
    CLUSTER_DIR: options.dir,
    CLUSTER_PORT: String(options.port),
    NODES: String(options.nodes),
    PG_PORT: String(options.pgPort),
    ...(redis ? { REDIS: '1', REDIS_PORT: String(options.redisPort) } : {}),
  };
  const call = async (...args: string[]) => {
    try {
      await run(script, args, { env, maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`deploy/cluster.sh ${args.join(' ')} failed: ${stderr || stdout}`);
    }
  };
  await call('up');
  return {
    url: `http://127.0.0.1:${options.port}`,
    nodeUrls: Array.from(
      { length: options.nodes },
      (_, i) => `http://127.0.0.1:${options.port + i + 1}`,
    ),
    databaseUrl: `postgres://postgres@127.0.0.1:${options.pgPort}/masa`,
    killNode: (n) => call('kill-node', String(n)),
    startNode: (n) => call('start-node', String(n)),
    restartRedis: () => call('restart-redis'),
    restartPostgres: () => call('restart-postgres'),
    down: () => call('down'),
  };
}
