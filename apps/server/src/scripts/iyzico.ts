// npm run iyzico: the local iyzico twin on its own port (issue 34, ADR 085).
//
// Listens on 127.0.0.1:IYZICO_TWIN_PORT (default 9200) and sends its webhooks to
// IYZICO_TWIN_WEBHOOK_URL (default http://localhost:3000/api/payments/iyzico/webhook). Point a
// server at it with PAYMENT_PROVIDER=iyzico IYZICO_BASE_URL=http://127.0.0.1:9200 and the twin's
// keys (printed below). `npm start` needs none of this: it mounts its own twin.
import { startIyzicoTwin } from '../payments/iyzico-twin/standalone.ts';
import { TWIN_API_KEY, TWIN_SECRET_KEY } from '../payments/iyzico-twin/twin-keys.ts';

const value = process.env.IYZICO_TWIN_PORT;
const port = value === undefined || value === '' ? 9200 : Number(value);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  process.stderr.write('iyzico: IYZICO_TWIN_PORT must be a port 1–65535\n');
  process.exit(1);
}
const webhookUrl =
  process.env.IYZICO_TWIN_WEBHOOK_URL || 'http://localhost:3000/api/payments/iyzico/webhook';
const twin = await startIyzicoTwin({ port, webhookUrl }).catch((error: NodeJS.ErrnoException) => {
  process.stderr.write(
    `iyzico: ${error.code === 'EADDRINUSE' ? `port ${port} is in use; set IYZICO_TWIN_PORT` : error.message}\n`,
  );
  process.exit(1);
});
process.stdout.write(
  `iyzico twin (test payments, no card is charged): ${twin.url}\n` +
    `  webhooks to ${webhookUrl}\n` +
    `  PAYMENT_PROVIDER=iyzico IYZICO_BASE_URL=${twin.url} IYZICO_API_KEY=${TWIN_API_KEY} IYZICO_SECRET_KEY=${TWIN_SECRET_KEY}\n`,
);
const stop = () => void twin.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
