import type { FastifyInstance } from 'fastify';
import { deliverQueuedEmail } from '../../domain/outbox/send-email.ts';
import { announceIntent } from '../../domain/payments/announce-intent.ts';
import { refundCharge } from '../../domain/payments/refund-charge.ts';
import type { Settled } from '../../domain/payments/settle-intent.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { sendFiscalRequest } from '../../domain/fiscal/send-fiscal-request.ts';
import { announceSettlement } from '../../domain/live-orders/announce-settlement.ts';

/**
 * What follows a committed settlement (ADR 084): a charge that may not be recorded is refunded
 * through the provider; a recorded payment is announced as a staff payment is (tablets and the
 * other phones follow it live); the intent's change goes out as payment-intent:updated.
 */
export async function afterSettle(
  app: FastifyInstance,
  provider: PaymentProvider,
  settled: Settled,
): Promise<void> {
  const now = app.clock.now();
  let { intent } = settled;
  if (settled.refund) {
    intent =
      (await refundCharge({ db: app.db, provider, intent, outcome: settled.refund })) ?? intent;
  }
  if (settled.recorded) {
    announceSettlement(app.io, settled.recorded.order, settled.recorded.settlement, now);
    await sendFiscalRequest({
      db: app.db,
      io: app.io,
      device: app.fiscalDevice,
      request: settled.recorded.fiscal,
    }).catch((error: unknown) => app.log.error(error));
  }
  if (settled.receipt) {
    await deliverQueuedEmail({ db: app.db, config: app.config, id: settled.receipt.outboxId });
  }
  if (settled.changed || settled.refund) {
    await announceIntent({ db: app.db, io: app.io, intent, twin: provider.twin });
  }
}
