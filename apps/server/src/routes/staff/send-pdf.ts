import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DATA_POLICY } from '../../plugins/security-headers.ts';

/** A download's answer as the OpenAPI document shows it: a file of `type`, binary text. */
export const fileDocument = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

/**
 * A rendered PDF (price list, QR sheet, tip record) sent as a download named `fileName`: never
 * cached, and under the data policy, so a browser that opens it in place runs nothing.
 */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .header('content-security-policy', DATA_POLICY)
      // The schema documents the body as binary text; Fastify sends a Buffer as it is.
      .send(pdf as unknown as string)
  );
}
