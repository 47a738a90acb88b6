import { CODE_PAGES } from '@masa/core/printing/document';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendHtmlPage } from '../../lib/html-page.ts';
import { TWIN_PAGE_TITLE, twinPageBody } from '../../printing-twin/printer-page.ts';
import { renderTicketPng } from '../../printing-twin/render-ticket-png.ts';

const tags = ['development'];

const ticketSchema = z.object({
  index: z.number().int(),
  receivedAt: z.string(),
  codePage: z.enum(CODE_PAGES).nullable(),
  cut: z.boolean(),
  drawerPulses: z.number().int(),
  text: z.string(),
  lines: z.array(
    z.object({
      text: z.string(),
      bold: z.boolean(),
      inverse: z.boolean(),
      size: z.union([z.literal(1), z.literal(2)]),
      align: z.enum(['left', 'center', 'right']),
    }),
  ),
});

/**
 * The server's virtual printers (issue 33, ADR 081): what each twin printed, newest first, as a
 * page of text and PNGs and as JSON for tests. Inside the development doors (routes/dev), so
 * only this machine gets an answer; the tickets name tables and waiters.
 */
export const devPrinterRoutes: FastifyPluginAsyncZod = async (app) => {
  const twins = () =>
    app.printerTwins.map((twin) => ({ name: twin.name, port: twin.port, tickets: twin.tickets() }));

  app.get(
    '/',
    { schema: { tags, summary: 'Virtual printers page (development)', produces: ['text/html'] } },
    async (_request, reply) =>
      sendHtmlPage(reply, () => ({
        title: `Masa · ${TWIN_PAGE_TITLE}`,
        body:
          app.printerTwins.length > 0
            ? twinPageBody(
                twins(),
                (port, index) => `/api/dev/printer/tickets/${port}/${index}.png`,
              )
            : `<h1>${TWIN_PAGE_TITLE}</h1><p>Sanal yazıcı çalışmıyor: sunucuyu PRINTER_TWIN_PORT ile başlatın.</p>`,
      })),
  );

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        summary: "Virtual printers' tickets as JSON, oldest first (development)",
        response: {
          200: z.object({
            printers: z.array(
              z.object({
                name: z.string(),
                port: z.number().int(),
                tickets: z.array(ticketSchema),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ printers: twins() }),
  );

  app.get(
    '/tickets/:port/:index.png',
    {
      schema: {
        tags,
        summary: 'A ticket of a virtual printer as a PNG (development)',
        params: z.object({ port: z.coerce.number().int(), index: z.coerce.number().int() }),
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const { port, index } = request.params;
      const twin = app.printerTwins.find((t) => t.port === port);
      const ticket = twin?.tickets().find((t) => t.index === index);
      if (!ticket) return reply.callNotFound();
      return reply.type('image/png').send(await renderTicketPng(ticket));
    },
  );
};
