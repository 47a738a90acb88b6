import { PRICE_LIST_FORMATS, priceListFileName } from '@masa/core/price-list/price-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadPriceList } from '../../domain/price-list/load-price-list.ts';
import { renderPriceListPdf } from '../../domain/price-list/render-price-list-pdf.ts';
import { fileDocument, sendPdf } from './send-pdf.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

const query = z.object({
  format: z
    .enum(PRICE_LIST_FORMATS, { error: 'Biçim a4, a5 ya da a6 olmalı' })
    .default('a4')
    .describe('a4: the list for the entrance; a5, a6: cards for the tables.'),
});

/** The printed price list (issue 35 §3, ADR 089), made from the menu at each request. */
export const staffPriceListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price-list.pdf',
    {
      schema: {
        tags,
        security,
        summary: 'The price list as a PDF: A4 for the entrance, A5 or A6 cards for the tables',
        description:
          "Made from the menu as it is at the request (ADR 089): the business's name, 'Fiyat Listesi', 'Servis ücreti alınmaz' when no service, table or cover charge is active, every product a diner can order (active, available, in an active category) by category with its price VAT included to the kuruş, what costs extra, the active charges, the list's date and when a price last changed. Fonts embedded (DejaVu Sans). Owners and managers; waiters and the kitchen 403.",
        querystring: query,
        response: { 200: fileDocument('application/pdf', 'PDF document'), ...failures },
      },
    },
    async (request, reply) => {
      const { businessId } = currentStaff(request, 'editMenu');
      const { format } = request.query;
      const list = await loadPriceList({ db: app.db, businessId });
      const pdf = await renderPriceListPdf(list, format, new Date());
      return sendPdf(reply, pdf, priceListFileName(list.businessName, format));
    },
  );
};
