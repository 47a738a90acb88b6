import { lookup } from 'node:dns/promises';
import { isIPv4 } from 'node:net';
import type { Config } from '../../config.ts';
import { refuse } from '../../lib/app-error.ts';

/**
 * What the printer code needs of the running server: production or not, and the ports of the
 * virtual printers it runs (`app.printerTwins`, ADR 081; none in production).
 */
export type PrinterSetup = { env: Config['env']; twinPorts: readonly number[] };

export const printerSetup = (app: {
  config: Pick<Config, 'env'>;
  printerTwins: readonly { port: number }[];
}): PrinterSetup => ({ env: app.config.env, twinPorts: app.printerTwins.map((twin) => twin.port) });

const octets = (ip: string) => ip.split('.').map(Number) as [number, number, number, number];
const isLoopback = (ip: string) => octets(ip)[0] === 127;

/**
 * RFC 1918 private networks and link-local (169.254/16): where a restaurant's printers live.
 * Not 169.254.169.x and 169.254.170.x: a cloud host's metadata and credentials services answer
 * there (169.254.169.254, 169.254.170.2), and a printer's test page must not reach them.
 */
function isLocalNetwork(ip: string): boolean {
  const [a, b, c] = octets(ip);
  return (
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254 && c !== 169 && c !== 170)
  );
}

/** True when the printer is one of this server's virtual printers. */
export function isTwin(setup: Pick<PrinterSetup, 'twinPorts'>, host: string, port: number) {
  const local = host === 'localhost' || (isIPv4(host) && isLoopback(host));
  return local && setup.twinPorts.includes(port);
}

/**
 * The IPv4 address a printer is reached at, checked against the rule of ADR 082: the server
 * opens TCP connections to what a manager types, so only the business's own network may be
 * named (private and link-local addresses); this machine's loopback only on the twin's ports, or
 * outside production. A name is resolved here, and the worker connects to the address it
 * resolved to, so a name cannot point somewhere else between the check and the connection.
 */
export async function resolvePrinterAddress({
  host,
  port,
  setup,
}: {
  host: string;
  port: number;
  setup: PrinterSetup;
}): Promise<string> {
  let addresses: string[];
  try {
    addresses = isIPv4(host)
      ? [host]
      : (await lookup(host, { all: true, family: 4 })).map((found) => found.address);
  } catch {
    throw refuse(400, 'PRINTER_HOST_UNKNOWN', { host });
  }
  if (addresses.length === 0) throw refuse(400, 'PRINTER_HOST_UNKNOWN', { host });
  for (const address of addresses) {
    if (isLoopback(address)) {
      if (setup.env === 'production' && !setup.twinPorts.includes(port))
        throw refuse(400, 'PRINTER_ADDRESS_NOT_LOCAL.loopbackRefused', { host });
    } else if (!isLocalNetwork(address)) {
      throw refuse(400, 'PRINTER_ADDRESS_NOT_LOCAL.addressNotLocal', { host });
    }
  }
  return addresses[0]!;
}
