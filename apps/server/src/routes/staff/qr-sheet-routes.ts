import { isLoopbackUrl, qrPublicUrlSchema } from '@masa/core/qr/public-url';
import { qrSheetFileName } from '@masa/core/qr/qr-sheet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildQrSheet } from '../../domain/qr/build-qr-sheet.ts';
import { loadQrSheet } from '../../domain/qr/load-qr-sheet.ts';
import { QR_SHEET_CSP } from '../../domain/qr/render-qr-sheet.ts';
import { renderQrSheetPdf } from '../../domain/qr/render-qr-sheet-pdf.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { fileDocument, sendPdf } from './send-pdf.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

/**
 * The QR sheet of the signed-in staff member's business (issue 17 §3): a printable HTML page
 * and an A4 PDF. The codes carry the tables' access tokens (ADR 015): owners and managers
 * only, the kitchen and waiters 403; there is no business id to name, so another business's
 * sheet cannot be asked for.
 */
export const staffQrSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tables/qr-url',
    {
      schema: {
        tags,
        security,
        summary: 'Where the printed QR codes point, and whether only this machine can open it',
        description:
          "Owners and managers. `loopback` is true when PUBLIC_URL is unset or names localhost, 127.0.0.0/8, ::1 or 0.0.0.0: codes printed then open on no diner's phone, and the staff app warns before printing.",
        response: { 200: envelope(qrPublicUrlSchema), ...failures },
      },
    },
    async (request) => {
      currentStaff(request, 'manageTables');
      const { publicUrl } = app.config;
      return ok({ publicUrl, loopback: isLoopbackUrl(publicUrl) });
    },
  );

  app.get(
    '/tables/qr-sheet',
    {
      schema: {
        tags,
        security,
        summary: "Printable A4 page of every active table's QR code (HTML)",
        description: 'Owners and managers: the codes carry the access tokens (ADR 015).',
        response: {
          200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { businessId } = currentStaff(request, 'manageTables');
      const html = await buildQrSheet({ db: app.db, businessId, publicUrl: app.config.publicUrl });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', QR_SHEET_CSP)
        .send(html);
    },
  );

  app.get(
    '/tables/qr-sheet.pdf',
    {
      schema: {
        tags,
        security,
        summary: "Every active table's QR code as an A4 PDF, to download and print",
        description:
          "What the staff app's printed sheet shows, nine cards to a page (three to a row): the business's name, the table's QR code (vectors; it opens the table's menu), the table's name, 'Sipariş vermek için okutun' and the typable table code. Fonts embedded (DejaVu Sans). Sent as an attachment named after the business. Owners and managers: the codes carry the access tokens (ADR 015); waiters and the kitchen 403.",
        response: { 200: fileDocument('application/pdf', 'PDF document'), ...failures },
      },
    },
    async (request, reply) => {
      const { businessId } = currentStaff(request, 'manageTables');
      const sheet = await loadQrSheet({ db: app.db, businessId, publicUrl: app.config.publicUrl });
      const pdf = await renderQrSheetPdf(sheet);
      return sendPdf(reply, pdf, qrSheetFileName(sheet.businessName));
    },
  );
};
