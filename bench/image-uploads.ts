/**
 * `npm run bench:images`: the server's memory (RSS) through bursts of avatar uploads (issue 28:
 * 24 guests each sending a 6300 × 6300 JPEG took the server from 282 MB to 1,386 MB and it kept
 * 1,278 MB). Each burst is 24 uploads at once, one per guest account; RSS is read before, every
 * 20 ms during, and 5 s after the burst. The server measured is the compiled one
 * (`npm run build:server`), BENCH_SERVER as in bench/processes.ts; the environment passes
 * through, so `MALLOC_ARENA_MAX=8 npm run bench:images` measures another allocator setting.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import sharp from 'sharp';
import { rssMiB, SERVER_ENTRY, SERVER_READY, startProcess } from './processes.ts';

const GUESTS = 24;
const AFTER_MS = 5_000;

type Burst = { name: string; image: () => Promise<Buffer> };

/**
 * A plain-colour picture: a few hundred KB however many pixels it has. The review's JPEG was
 * progressive (233 KB at 6300 × 6300): decoding one holds every coefficient, about 350 MB.
 */
const plain = (format: 'jpeg' | 'png', width: number, height: number) => () =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format, { progressive: true })
    .toBuffer();

const BURSTS: Burst[] = [
  {
    name: '6300×6300 progressive JPEG (39.7 Mpx, over the 12 Mpx limit)',
    image: plain('jpeg', 6300, 6300),
  },
  { name: '4000×3000 progressive JPEG (12 Mpx, at the limit)', image: plain('jpeg', 4000, 3000) },
  { name: '4000×3000 interlaced PNG (12 Mpx, at the limit)', image: plain('png', 4000, 3000) },
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'masa-bench-images-'));
const server = await startProcess(SERVER_ENTRY, { DATA_DIR: dataDir }, SERVER_READY);
const base = `http://127.0.0.1:${server.port}`;
const pid = server.child.pid!;
const mib = (value: number) => `${value.toFixed(0)} MiB`;

try {
  const tokens: string[] = [];
  for (let i = 0; i < GUESTS; i += 1) {
    const res = await fetch(`${base}/api/users/customer/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    tokens.push(((await res.json()) as { data: { token: string } }).data.token);
  }
  console.log(
    `server ${SERVER_ENTRY}, pid ${pid}, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '(unset)'}`,
  );
  console.log(`idle, ${GUESTS} guests signed in: RSS ${mib(rssMiB(pid))}`);

  for (const burst of BURSTS) {
    const bytes = await burst.image();
    await setTimeout(1_000);
    const before = rssMiB(pid);
    let peak = before;
    let sending = true;
    const sampler = (async () => {
      while (sending) {
        peak = Math.max(peak, rssMiB(pid));
        await setTimeout(20);
      }
    })();
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const form = new FormData();
        form.append('avatar', new Blob([bytes], { type: 'image/jpeg' }), 'foto.jpg');
        const res = await fetch(`${base}/api/users/avatar`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const body = (await res.json()) as { error?: string };
        return `${res.status}${body.error ? ` ${body.error}` : ''}`;
      }),
    );
    sending = false;
    await sampler;
    peak = Math.max(peak, rssMiB(pid));
    await setTimeout(AFTER_MS);
    const after = rssMiB(pid);
    const counted = new Map<string, number>();
    for (const answer of answers) counted.set(answer, (counted.get(answer) ?? 0) + 1);
    console.log(
      `${burst.name}, ${(bytes.length / 1024).toFixed(0)} KB × ${GUESTS}: ` +
        `RSS before ${mib(before)}, peak ${mib(peak)}, ${AFTER_MS / 1000} s after ${mib(after)}; ` +
        `answers ${[...counted].map(([a, n]) => `${n}× ${a}`).join(', ')}`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
