import { connect } from 'node:net';
import { PRINTER_MESSAGES as M } from './printer-messages.ts';

/** Why bytes did not reach a printer, in words for the printer's state (Turkish). */
export class PrinterSendError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PrinterSendError';
  }
}

/**
 * Sends a ticket's bytes to a raw TCP printer (port 9100) and resolves only once the printer
 * took them: our end of the stream is sent after the bytes, and the connection counts as done
 * when the printer closes its side in answer, so the bytes were read, not just buffered on this
 * machine. Anything else within `timeoutMs` (refused, reset, no answer) rejects with a
 * PrinterSendError and the ticket stays to be printed again (ADR 082).
 */
export function sendToPrinter({
  address,
  port,
  bytes,
  timeoutMs,
}: {
  address: string;
  port: number;
  bytes: Uint8Array;
  timeoutMs: number;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port });
    let settled = false;
    const finish = (error?: PrinterSendError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new PrinterSendError(M.timedOut)), timeoutMs);
    socket.on('connect', () => socket.end(bytes));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        new PrinterSendError(
          error.code === 'ECONNREFUSED' ? M.refused : (error.code ?? error.message),
        ),
      ),
    );
    // The printer's FIN after ours went out: it read everything we wrote. A printer that hangs
    // up before our bytes left did not take them.
    const closed = () =>
      finish(socket.writableFinished ? undefined : new PrinterSendError(M.hungUp));
    socket.on('end', closed);
    socket.on('close', closed);
    socket.resume();
  });
}
