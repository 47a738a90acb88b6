/**
 * A diner's online payment (issue 34, ADR 084), through the real server process with the iyzico
 * twin mounted in it and the official SDK: (1) the intent created → the hosted form's URL in the
 * answer (the reservation's transaction, then the SDK's initialize call to the twin), and (2) the
 * card charged on the hosted form → the twin's signed webhook → the payment recorded (polled in
 * the database every 2 ms; the browser's callback is not sent, so the webhook settles it).
 * PAYMENT_ROUNDS diners, one after another, each paying her own order at an Ege table. Next to
 * them, the same number of sequential requests to the node:http hello world.
 */
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../apps/server/src/db/seed/demo-ids.ts';
import { startBenchDatabase } from './bench-database.ts';
import { SERVER_ENTRY, SERVER_READY, startProcess } from './processes.ts';
import { seedDiners } from './realtime-diners.ts';

const ROUNDS = Number(process.env.BENCH_PAYMENT_ROUNDS ?? 100);
type Percentiles = { p50: number; p99: number };
export type PaymentFigures = {
  rounds: number;
  missed: number;
  intent: Percentiles;
  webhook: Percentiles;
  hello: Percentiles;
};

const percentiles = (samples: number[]): Percentiles => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
};

export async function measurePaymentIntents(): Promise<PaymentFigures> {
  const bench = await startBenchDatabase('payments', { PAYMENT_PROVIDER: 'iyzico-twin' });
  const { db, env, secret } = bench;
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  let hello: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    server = await startProcess(SERVER_ENTRY, env, SERVER_READY);
    const url = `http://127.0.0.1:${server.port}`;
    const businessId = DEMO_BUSINESS_IDS.ege;
    const { diners } = await seedDiners({
      url: bench.url,
      secret,
      count: ROUNDS,
      businessId,
      tableId: DEMO_TABLE_IDS.ege[0]!,
    });
    // Each order one Haydari, as the menu prices it.
    await db.$client.query(
      `INSERT INTO order_items (id, order_id, product_id, name, unit_price, original_price, quantity, vat_rate)
       SELECT substr(md5(random()::text), 1, 24), o.id, p.id, p.name, p.price, p.price, 1, 10
         FROM orders o, products p JOIN categories c ON c.id = p.category_id
        WHERE o.id = ANY($1) AND c.business_id = $2 AND p.name = 'Haydari'`,
      [diners.map((d) => d.orderId), businessId],
    );
    const intentMs: number[] = [];
    const webhookMs: number[] = [];
    let missed = 0;
    for (const diner of diners) {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/orders/${diner.orderId}/payment-intents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${diner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ pay: { kind: 'rest' }, tipPercentage: 0, locale: 'tr' }),
      });
      const body = (await res.json()) as { data?: { intent: { checkoutUrl: string } } };
      const checkoutUrl = body.data?.intent.checkoutUrl;
      if (res.status !== 201 || !checkoutUrl) throw new Error(`intent refused: ${res.status}`);
      intentMs.push(performance.now() - t0);
      const page = new URL(checkoutUrl.replace(/^https?:\/\/[^/]+/, url));
      const t1 = performance.now();
      await fetch(new URL('checkout', page), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: page.searchParams.get('token') ?? '',
          lang: 'tr',
          cardNumber: '5528790000000008',
          expiry: '12/30',
          cvc: '123',
          holder: 'Bench Diner',
        }),
      });
      const until = t1 + 10_000;
      for (;;) {
        const { rows } = await db.$client.query('SELECT 1 FROM payments WHERE order_id = $1', [
          diner.orderId,
        ]);
        if (rows.length > 0) {
          webhookMs.push(performance.now() - t1);
          break;
        }
        if (performance.now() > until) {
          missed += 1;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }
    hello = await startProcess('bench/hello.ts', {}, { marker: 'ready' });
    const helloMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      await (await fetch(`http://127.0.0.1:${hello.port}/`)).text();
      helloMs.push(performance.now() - t0);
    }
    return {
      rounds: ROUNDS,
      missed,
      intent: percentiles(intentMs),
      webhook: percentiles(webhookMs),
      hello: percentiles(helloMs),
    };
  } finally {
    await hello?.stop();
    await server?.stop();
    await bench.close();
  }
}

export function printPaymentIntents(f: PaymentFigures): void {
  const ms = (v: number) => Number(v.toFixed(1));
  console.log(
    `\nOnline payments (issue 34, the iyzico twin through the SDK): ${f.rounds} diners one after another\n`,
  );
  console.table([
    {
      scenario: 'intent created → hosted form URL',
      'p50 ms': ms(f.intent.p50),
      'p99 ms': ms(f.intent.p99),
      missed: 0,
    },
    {
      scenario: 'card charged → webhook → payment recorded',
      'p50 ms': ms(f.webhook.p50),
      'p99 ms': ms(f.webhook.p99),
      missed: f.missed,
    },
    {
      scenario: 'node:http hello world, one request',
      'p50 ms': ms(f.hello.p50),
      'p99 ms': ms(f.hello.p99),
      missed: 0,
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printPaymentIntents(await measurePaymentIntents());
}
