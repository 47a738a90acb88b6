import { decodeEscPos, ticketText } from '@masa/core/printing/decode-escpos';
import type { DecodedTicket } from '@masa/core/printing/decode-escpos';
import net from 'node:net';

export type ReceivedTicket = DecodedTicket & { index: number; receivedAt: string; text: string };

export type VirtualPrinter = {
  port: number;
  name: string;
  tickets(): ReceivedTicket[];
  /** On: new connections are refused (ECONNREFUSED), as a printer switched off; off: listens again. */
  refuse(on: boolean): Promise<void>;
  close(): Promise<void>;
};

/** A day's service prints a few hundred tickets; older ones are dropped past this. */
const KEEP_TICKETS = 1000;

/**
 * A thermal printer's twin for development, tests and demos (issue 33, ADR 081): it listens on
 * raw TCP as a network printer does on port 9100, reads each connection's ESC/POS bytes and
 * keeps what they print, ticket by ticket. A ticket counts when its cut arrives; bytes a
 * connection leaves after its last cut (a client that dropped mid-ticket) are kept as a ticket
 * with `cut: false` when the connection closes, because a real printer prints them, half.
 */
export async function startVirtualPrinter({
  port,
  host = '127.0.0.1',
  name,
}: {
  port: number;
  host?: string;
  name: string;
}): Promise<VirtualPrinter> {
  const received: ReceivedTicket[] = [];
  const sockets = new Set<net.Socket>();
  let next = 0;
  const keep = (ticket: DecodedTicket) => {
    const at = new Date().toISOString();
    received.push({ ...ticket, index: next++, receivedAt: at, text: ticketText(ticket) });
    if (received.length > KEEP_TICKETS) received.shift();
  };

  const onConnection = (socket: net.Socket) => {
    sockets.add(socket);
    let bytes = Buffer.alloc(0);
    let cutTickets = 0;
    socket.on('data', (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      const cut = decodeEscPos(bytes).filter((ticket) => ticket.cut);
      cut.slice(cutTickets).forEach(keep);
      cutTickets = cut.length;
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      decodeEscPos(bytes)
        .filter((ticket) => !ticket.cut)
        .forEach(keep);
    });
  };

  let server: net.Server | null = null;
  let boundPort = port;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listener = net.createServer(onConnection);
      listener.once('error', reject);
      listener.listen(boundPort, host, () => {
        listener.off('error', reject);
        const address = listener.address();
        if (address && typeof address === 'object') boundPort = address.port;
        server = listener;
        resolve();
      });
    });
  // The listener closes at once (new connections are refused); open ones may still finish.
  const stopListening = () => {
    server?.close();
    server = null;
  };

  await listen();
  return {
    get port() {
      return boundPort;
    },
    name,
    tickets: () => [...received],
    refuse: async (on) => {
      if (on) stopListening();
      else if (server === null) await listen();
    },
    close: async () => {
      stopListening();
      for (const socket of sockets) socket.destroy();
    },
  };
}
