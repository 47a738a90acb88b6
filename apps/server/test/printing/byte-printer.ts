import { createServer, type Server, type Socket } from 'node:net';

/**
 * A raw TCP listener standing in for a thermal printer on port 9100 in these tests: it keeps
 * every connection's bytes, answers our end of the stream with its own (as a printer does once
 * it read everything), and can refuse connections for a while, like a printer switched off.
 */
export async function startBytePrinter() {
  const received: Buffer[] = [];
  let server: Server | null = null;
  let port = 0;
  const sockets = new Set<Socket>();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((socket) => {
        sockets.add(socket);
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('end', () => {
          received.push(Buffer.concat(chunks));
          socket.end();
        });
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Every ticket's bytes, in the order they arrived (one connection each). */
    received,
    /** Off: connections are refused (nothing listens on the port); on again: it listens. */
    async refuse(on: boolean) {
      if (on) await stop();
      else if (!server) await listen();
    },
    close: stop,
  };
}
