import { rooms } from '@masa/core/realtime/events';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fiscalRequests } from '../../db/schema/index.ts';
import { FiscalDeviceError, type FiscalDevice } from '../../fiscal/fiscal-device.ts';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';
import type { CreatedFiscalRequest } from './create-fiscal-request.ts';

/** `fiscal:changed` to the business's staff: the panel and the day page refetch. */
export const emitFiscalChanged = (io: RealtimeServer, businessId: string) =>
  io.to(rooms.staff(businessId)).emit('fiscal:changed', { businessId });

/**
 * After the payment committed (never inside its transaction, ADR 093): the staff hear of the
 * new request; a 'gmp3' receipt goes to the integrated register, whose fiş number is recorded,
 * or whose refusal leaves the request 'failed' with the device's words for the staff to see.
 * Only a waiting request is written, so a late answer never overwrites the staff's number.
 */
export async function sendFiscalRequest({
  db,
  io,
  device,
  request,
}: {
  db: Db;
  io: RealtimeServer;
  device: FiscalDevice;
  request: CreatedFiscalRequest;
}): Promise<void> {
  emitFiscalChanged(io, request.businessId);
  if (request.adapter !== 'gmp3' || request.kind !== 'receipt' || request.status !== 'waiting') {
    return;
  }
  const [row] = await db.select().from(fiscalRequests).where(eq(fiscalRequests.id, request.id));
  if (!row) return;
  let outcome: { status: 'done'; receiptNumber: string } | { status: 'failed'; error: string };
  try {
    const { receiptNumber } = await device.issueReceipt({
      requestId: row.id,
      businessId: row.businessId,
      body: row.body,
    });
    outcome = { status: 'done', receiptNumber };
  } catch (error) {
    const message = error instanceof FiscalDeviceError ? error.message : 'Yazarkasaya ulaşılamadı';
    outcome = { status: 'failed', error: message };
  }
  await db
    .update(fiscalRequests)
    .set(
      outcome.status === 'done'
        ? { status: 'done', receiptNumber: outcome.receiptNumber, completedAt: new Date() }
        : { status: 'failed', error: outcome.error },
    )
    .where(and(eq(fiscalRequests.id, row.id), eq(fiscalRequests.status, 'waiting')));
  emitFiscalChanged(io, request.businessId);
}
