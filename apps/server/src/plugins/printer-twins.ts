import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startVirtualPrinter, type VirtualPrinter } from '../printing-twin/virtual-printer.ts';

/** The stations of the demo businesses, in port order from PRINTER_TWIN_PORT (ADR 081). */
export const TWIN_NAMES = ['Mutfak', 'Bar', 'Kasa'] as const;

/**
 * The server's virtual printers for development, tests and demos (issue 33): Mutfak, Bar and
 * Kasa on 127.0.0.1 from config.printerTwinPort. A port already taken is most likely
 * `npm run printer` listening there, so that twin is left out with a warning and the station's
 * tickets go to whatever listens on the port; the server still starts.
 */
export const printerTwins = fp(async (app: FastifyInstance) => {
  const twins: VirtualPrinter[] = [];
  app.decorate('printerTwins', twins);
  const base = app.config.printerTwinPort;
  if (base === null) return;
  app.addHook('onClose', async () => {
    await Promise.all(twins.map((twin) => twin.close()));
  });
  for (const [offset, name] of TWIN_NAMES.entries()) {
    const port = base === 0 ? 0 : base + offset;
    try {
      twins.push(await startVirtualPrinter({ port, name }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      app.log.warn(
        `virtual printer ${name}: port ${port} is in use (npm run printer?); not started, its tickets go to whatever listens there`,
      );
    }
  }
  const started = twins.map((twin) => `${twin.name} 127.0.0.1:${twin.port}`).join(', ');
  if (started) app.log.info(`virtual printers (not real printers): ${started}`);
});
