import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server workspace (apps/server), found by walking up from this module's folder to the
 * first package.json. The same answer from the TypeScript sources (src/…, any depth) and from
 * the bundle (dist/server.js, docs/decisions/017-production-build.md), so files that ship beside
 * the code (migrations, demo pictures, the built apps) are found from both.
 */
function findServerDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json in or above ${from}`);
  }
}

export const SERVER_DIR = findServerDir(import.meta.dirname);
