import { z } from 'zod';

/**
 * GET /api/staff/refunds/unknown (issue 34): refunds left pending by a process that died before
 * it kept the provider's answer, marked unknown by the server's sweep: out of the bill, no
 * longer blocking another refund, listed for the manager to check on the iyzico panel.
 */
export const unknownRefundsSchema = z.object({
  refunds: z.array(
    z.object({
      id: z.string(),
      paymentId: z.string(),
      amount: z.number().int().describe('Kuruş asked back for the meal, tip apart.'),
      tipAmount: z.number().int(),
      reason: z.string(),
      startedAt: z.string().describe('When the refund was sent to the provider, ISO 8601.'),
      providerPaymentId: z.string().nullable().describe("iyzico's paymentId, to find it there."),
      table: z.string().nullable(),
      orderNumber: z.number().int(),
    }),
  ),
});
export type UnknownRefunds = z.infer<typeof unknownRefundsSchema>;
