import { z } from 'zod';

/**
 * Where the printed codes point (PUBLIC_URL, else http://localhost:PORT) and whether that is
 * this machine only: a code that opens localhost or a loopback address works on no diner's
 * phone, so the staff app warns before the sheet is printed (issue 29).
 */
export const qrPublicUrlSchema = z.object({
  publicUrl: z.string().describe('The origin every printed code opens (PUBLIC_URL).'),
  loopback: z
    .boolean()
    .describe('True when it names this machine only (localhost, 127.0.0.0/8, ::1, 0.0.0.0).'),
});
export type QrPublicUrl = z.infer<typeof qrPublicUrlSchema>;

// The host of an absolute URL: a bracketed IPv6 address, or a name up to the port or path.
const HOST = /^[a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i;

/** Whether a URL's host is this machine only; an unreadable URL counts as one (it works nowhere). */
export function isLoopbackUrl(url: string): boolean {
  const host = HOST.exec(url.trim())?.[1]?.toLowerCase();
  if (!host) return true;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '[::]' || host === '0.0.0.0') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
