import type { FastifyInstance } from 'fastify';
import { deliverQueuedEmail } from '../../domain/outbox/send-email.ts';
import { announceIntent } from '../../domain/payments/announce-intent.ts';
import { refundCharge } from '../../domain/payments/refund-charge.ts';
import type { Settled } from '../../domain/payments/settle-intent.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { sendFiscalRequest } from '../../domain/fiscal/send-fiscal-request.ts';

/**
 * What follows a committed settlement (ADR 084): a charge that may not be recorded is refunded
 * through the provider; a recorded payment's fiscal request goes to the register (its news was
 * written with it, settleIntent); the intent's change goes out as payment-intent:updated.
 */
export async function afterSettle(
  app: FastifyInstance,
  provider: PaymentProvider,
  settled: Settled,
): Promise<void> {
  let { intent } = settled;
  if (settled.refund) {
    intent =
      (await refundCharge({ db: app.db, provider, intent, outcome: settled.refund })) ?? intent;
  }
  if (settled.recorded) {
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
