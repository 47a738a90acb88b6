// npm run printer: one virtual ESC/POS printer on this machine (issue 33, ADR 081).
//
// Listens on 127.0.0.1:PRINTER_PORT (default 9100, the raw TCP port of network printers) and
// shows what it printed at http://127.0.0.1:PRINTER_VIEW_PORT/ (default 9180): each ticket as
// text and as a PNG, newest first. Point a printer's address in Ayarlar → Yazıcılar at it.
// `npm start` runs three of its own (Mutfak, Bar, Kasa) when PRINTER_TWIN_PORT is set.
import Fastify from 'fastify';
import { sendHtmlPage } from '../lib/html-page.ts';
import { TWIN_PAGE_TITLE, twinPageBody } from '../printing-twin/printer-page.ts';
import { renderTicketPng } from '../printing-twin/render-ticket-png.ts';
import { startVirtualPrinter } from '../printing-twin/virtual-printer.ts';

function fail(message: string): never {
  process.stderr.write(`printer: ${message}\n`);
  process.exit(1);
}

function portFrom(name: string, fallback: number): number {
  const value = process.env[name];
  const port = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name} must be a port 1–65535`);
  return port;
}

const port = portFrom('PRINTER_PORT', 9100);
const viewPort = portFrom('PRINTER_VIEW_PORT', 9180);
const printer = await startVirtualPrinter({ port, name: 'Sanal yazıcı' }).catch(
  (error: NodeJS.ErrnoException) =>
    fail(error.code === 'EADDRINUSE' ? `port ${port} is in use; set PRINTER_PORT` : error.message),
);

const viewer = Fastify();
viewer.get('/', (_request, reply) =>
  sendHtmlPage(reply, () => ({
    title: TWIN_PAGE_TITLE,
    body: twinPageBody(
      [{ name: printer.name, port: printer.port, tickets: printer.tickets() }],
      (_, index) => `/tickets/${index}.png`,
    ),
  })),
);
viewer.get('/tickets.json', () => ({
  name: printer.name,
  port: printer.port,
  tickets: printer.tickets(),
}));
viewer.get<{ Params: { index: string } }>('/tickets/:index.png', async (request, reply) => {
  const ticket = printer.tickets().find((t) => String(t.index) === request.params.index);
  if (!ticket) return reply.status(404).send({ error: 'Fiş bulunamadı' });
  return reply.type('image/png').send(await renderTicketPng(ticket));
});
await viewer
  .listen({ port: viewPort, host: '127.0.0.1' })
  .catch((error: NodeJS.ErrnoException) =>
    fail(
      error.code === 'EADDRINUSE'
        ? `port ${viewPort} is in use; set PRINTER_VIEW_PORT`
        : error.message,
    ),
  );
process.stdout.write(
  `printer: listening on 127.0.0.1:${printer.port} (ESC/POS); tickets at http://127.0.0.1:${viewPort}/\n`,
);
const stop = async () => {
  await viewer.close();
  await printer.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
