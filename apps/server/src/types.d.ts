import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { VirtualPrinter } from './printing-twin/virtual-printer.ts';
import type { RealtimeServer } from './realtime/realtime-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The time that decides windows (lib/clock.ts): the wall clock, a test's own in tests. */
    clock: Clock;
    /** socket.io server; emit through realtime/emit.ts. */
    io: RealtimeServer;
    /** The running virtual printers (Mutfak, Bar, Kasa); empty without PRINTER_TWIN_PORT. */
    printerTwins: VirtualPrinter[];
  }
}
