import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['development'];

const money = z.number().int().describe('kuruş');

/**
 * What the mounted iyzico twin charged and refunded, and the webhooks it sent (issue 34, ADR
 * 085), for tests that count charges and for a developer's curiosity. Inside the development
 * doors (routes/dev): only this machine gets an answer.
 */
export const devIyzicoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: "The iyzico twin's charges, refunds and webhooks, oldest first (development)",
        response: {
          200: z.object({
            twin: z.boolean(),
            charges: z.array(
              z.object({
                paymentId: z.string(),
                token: z.string(),
                conversationId: z.string(),
                amount: money,
                at: z.string(),
              }),
            ),
            refunds: z.array(
              z.object({
                paymentId: z.string(),
                conversationId: z.string(),
                amount: money,
                refundReference: z.string(),
                at: z.string(),
              }),
            ),
            webhooks: z.array(
              z.object({
                token: z.string(),
                status: z.string(),
                url: z.string(),
                answer: z.union([z.number(), z.string()]),
                at: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => {
      const store = app.iyzicoTwin;
      const at = <T extends { at: Date }>(row: T) => ({ ...row, at: row.at.toISOString() });
      return {
        twin: store !== null,
        charges: store?.charges.map(at) ?? [],
        refunds: store?.refunds.map(at) ?? [],
        webhooks: store?.webhooks.map(at) ?? [],
      };
    },
  );
};
