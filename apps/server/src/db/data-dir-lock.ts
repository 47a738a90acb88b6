import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the lock file records: the owner's pid and its start time, against pid reuse. */
type Owner = { pid: number; started: string };

export class DataDirInUseError extends Error {}

/**
 * Takes `<dataDir>/server.lock` for this process's life: one data directory, one server
 * (docs/decisions/009-one-server-per-data-directory.md). A lock whose owner is still running
 * refuses the start; a lock left by a server that died (kill -9, power cut) is taken over,
 * and only then may the caller stop the PostgreSQL that server left behind. Returns the
 * release function; the lock is also released when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.lock');
  const me: Owner = { pid: process.pid, started: startTimeOf(process.pid) ?? '' };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me) + '\n', { flag: 'wx', mode: 0o600 });
      const release = () => {
        if (readOwner(file)?.pid === me.pid) rmSync(file, { force: true });
      };
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && isRunning(owner)) {
      throw new DataDirInUseError(
        `another Masa server (pid ${owner.pid}) is using ${dataDir}; stop it first, or set DATA_DIR to another directory`,
      );
    }
    // Left by a server that is gone: take it over, unless someone else just did.
    const again = readOwner(file);
    if (again?.pid === owner?.pid && again?.started === owner?.started)
      rmSync(file, { force: true });
  }
  throw new DataDirInUseError(
    `could not take the lock on ${dataDir} (another server is starting?)`,
  );
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, started: String(owner.started) }
      : undefined;
  } catch {
    return undefined; // missing, or a half-written file: nobody holds it
  }
}

function isRunning(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = startTimeOf(owner.pid);
  // Same pid, another start time: the pid was reused by an unrelated process.
  return started === undefined || owner.started === '' || started === owner.started;
}

/** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22). */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined; // no /proc (macOS): trust the pid
  }
}
