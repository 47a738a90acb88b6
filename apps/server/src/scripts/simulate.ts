// npm run simulate -- [businessId] [--url http://localhost:3000] [--speed 1] [--email … --password …]
//
// Plays a business's staff against a running server (ADR 019), so a person trying
// the app sees an order come alive: new orders move received → preparing → ready → delivered,
// waiter calls are acknowledged and resolved, bill requests acknowledged and paid with the
// method asked for, split requests approved and paid, messages answered. One step every 8 s
// (--speed 2: every 4 s). The staff socket wakes it on news; it also polls, so nothing is
// missed while the socket reconnects. Ctrl+C stops it.
import { parseArgs } from 'node:util';
import {
  DEMO_BUSINESS_IDS,
  DEMO_STAFF_PASSWORD,
  demoStaffEmail,
  type DemoSlug,
} from '../db/seed/demo-ids.ts';
import { StaffPlayer } from './simulator/play-staff.ts';
import { SimulatorHttpError, StaffClient } from './simulator/staff-client.ts';

const USAGE =
  'usage: npm run simulate -- [businessId] [--url http://localhost:3000] [--speed 1] [--email staff@… --password …]';
const STEP_MS = 8_000;

function fail(message: string): never {
  process.stderr.write(`simulate: ${message}\n${USAGE}\n`);
  process.exit(1);
}

const log = (turkish: string, english: string) => {
  const time = new Date().toLocaleTimeString('tr-TR', { hour12: false });
  process.stdout.write(`[${time}] ${turkish} / ${english}\n`);
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    speed: { type: 'string', default: '1' },
    email: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const businessId = positionals[0] ?? DEMO_BUSINESS_IDS.bogaz;
const slug = (Object.keys(DEMO_BUSINESS_IDS) as DemoSlug[]).find(
  (s) => DEMO_BUSINESS_IDS[s] === businessId,
);
const email = values.email ?? (slug ? demoStaffEmail(slug) : undefined);
const password = values.password ?? DEMO_STAFF_PASSWORD;
if (!email) fail(`${businessId} is not a demo business: give its staff --email and --password`);
const speed = Number(values.speed);
if (!(speed > 0)) fail('--speed must be a positive number');
const stepMs = STEP_MS / speed;
const baseUrl = values.url.replace(/\/$/, '');

const client = new StaffClient(baseUrl, email, password);
try {
  await client.login();
} catch (error) {
  fail(
    error instanceof SimulatorHttpError
      ? `sign-in refused (${error.status}): ${error.message}`
      : `no server answers at ${baseUrl} (${(error as Error).message}); start it with npm start`,
  );
}
if (client.businessId !== businessId) {
  fail(`${email} works for ${client.businessName} (${client.businessId}), not ${businessId}`);
}
log(
  `${client.businessName} için ${client.staffName} olarak başlandı; her adım ${(stepMs / 1000).toFixed(1)} sn`,
  `simulating staff of ${client.businessName}, a step every ${(stepMs / 1000).toFixed(1)} s (Ctrl+C stops)`,
);

const player = new StaffPlayer(client, stepMs, log);
const pollMs = Math.max(1_000, Math.min(stepMs / 2, 4_000));
let lastPoll = 0;
let woken = false;
let busy = false;
let stopped = false;

const socket = client.openSocket();
socket.on('connect', () => log('Canlı bağlantı kuruldu', 'socket connected'));
socket.on(
  'disconnect',
  () => !stopped && log('Canlı bağlantı koptu, yeniden deneniyor', 'socket lost, retrying'),
);
for (const event of ['order:created', 'order:updated', 'staff:notice', 'order:status:changed']) {
  socket.on(event, () => (woken = true));
}

const timer = setInterval(() => {
  const now = Date.now();
  if (busy || stopped || (!woken && now - lastPoll < pollMs)) return;
  busy = true;
  woken = false;
  lastPoll = now;
  player
    .play(now)
    .catch((error: unknown) => {
      const text = error instanceof SimulatorHttpError ? error.message : (error as Error).message;
      log(`Sunucuya ulaşılamadı: ${text}`, 'server unreachable, will retry');
    })
    .finally(() => (busy = false));
}, 250);

const stop = () => {
  if (stopped) return;
  stopped = true;
  clearInterval(timer);
  socket.close();
  log('Simülasyon durduruldu', 'simulator stopped');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
