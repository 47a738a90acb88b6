// npm run qr-sheet -- <businessId> [--out file.html | --out file.pdf]
//
// Writes the printable QR sheet of a business (every active table's code with its name, A4)
// to DATA_DIR/qr-sheets/<businessId>.html, or as a PDF when --out names a .pdf file. They are
// what the server answers owners and managers at GET /api/staff/tables/qr-sheet and
// /api/staff/tables/qr-sheet.pdf; the codes carry the tables' access tokens
// (ADR 015), so the script reads the database itself, the way the server does (DATABASE_URL,
// or the embedded PostgreSQL in DATA_DIR), without ever stopping a PostgreSQL that a running
// server uses: a live postmaster in DATA_DIR/pg is connected to, not restarted.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AppError } from '../lib/app-error.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDb } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { businessIdSchema } from '../domain/businesses/business.schemas.ts';
import { loadQrSheet, type QrSheetInput } from '../domain/qr/load-qr-sheet.ts';
import { renderQrSheet } from '../domain/qr/render-qr-sheet.ts';
import { renderQrSheetPdf } from '../domain/qr/render-qr-sheet-pdf.ts';

const USAGE = 'usage: npm run qr-sheet -- <businessId> [--out file.html | --out file.pdf]';

function fail(message: string): never {
  process.stderr.write(`qr-sheet: ${message}\n`);
  process.exit(1);
}

/** The URL of a PostgreSQL already running on DATA_DIR/pg (a server's, or an orphan), if any. */
function runningEmbeddedUrl(dataDir: string): string | undefined {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  try {
    process.kill(pid, 0);
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return undefined;
  } catch (error) {
    // ENOENT: no /proc (macOS), trust the live pid; ESRCH: not running.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
  }
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(portLine)}/postgres`;
}

async function readFromDatabase(config: Config, businessId: string): Promise<QrSheetInput> {
  let url = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    if (!existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
      fail(`no database in ${config.dataDir}/pg yet: start the server once (npm start)`);
    }
    const log = { info: () => {}, warn: (m: string) => process.stderr.write(`qr-sheet: ${m}\n`) };
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
    url = embedded.url;
    stop = embedded.stop;
  }
  const db = createDb(url, { max: 2 });
  try {
    return await loadQrSheet({ db, businessId, publicUrl: config.publicUrl });
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    if ((error as { code?: string }).code === '42P01')
      fail('the database has no Masa tables yet: start the server once (npm start)');
    throw error;
  } finally {
    await db.$client.end();
    await stop?.();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) fail(USAGE);
  const parsedId = businessIdSchema.safeParse(positionals[0]);
  if (!parsedId.success)
    fail(`not a business id (24 hexadecimal characters): ${positionals[0]}\n${USAGE}`);
  const businessId = parsedId.data;
  const config = loadConfig();

  const sheet = await readFromDatabase(config, businessId);
  const out = path.resolve(
    values.out ?? path.join(config.dataDir, 'qr-sheets', `${businessId}.html`),
  );
  const pdf = out.toLowerCase().endsWith('.pdf');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, pdf ? await renderQrSheetPdf(sheet) : await renderQrSheet(sheet));
  const open = pdf ? 'print it on A4' : 'open it in a browser and print on A4';
  process.stdout.write(`qr-sheet: wrote ${out} (${sheet.tables.length} tables); ${open}\n`);
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
