/**
 * The diner app the browser parts measure (first load, Lighthouse, the menu on a phone) is the
 * built one the server serves from apps/web/dist. `npm run bench` builds it before they run, so
 * a fresh clone measures what its sources make and a stale build is never measured (issue 37);
 * BENCH_BUILD=false measures the build already there. A build that fails stops the bench at
 * once with its reason, instead of a browser waiting out its timeout on a missing page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './processes.ts';

export const WEB_INDEX = path.join(root, 'apps/web/dist/index.html');

/** Builds the diner app (unless BENCH_BUILD=false); throws a clear error when it cannot. */
export function buildDinerApp(): void {
  if (process.env.BENCH_BUILD !== 'false') {
    console.log('building the diner app the browser parts measure (npm run build -w @masa/web)…');
    const built = spawnSync('npm', ['run', 'build', '-w', '@masa/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.error || built.status !== 0) {
      throw new Error(
        `npm run build -w @masa/web failed (${built.error?.message ?? `exit code ${built.status}`}): the browser parts measure the built diner app; fix the build, or skip them with BENCH_FIRST_LOAD=false BENCH_LIGHTHOUSE=false BENCH_PHONE=false`,
      );
    }
  }
  if (!existsSync(WEB_INDEX)) {
    throw new Error(
      `${path.relative(root, WEB_INDEX)} is missing: run npm run build -w @masa/web (BENCH_BUILD=false skips the bench's own build)`,
    );
  }
}
