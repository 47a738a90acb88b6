import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyInstance {
    /** The apps' Content-Security-Policy, for a page that must widen it (the API docs). */
    documentPolicy: string;
    /** Every security header of a JSON answer, for answers sent without Fastify's hooks. */
    dataAnswerHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * Security headers on every answer of the server: both apps, the API and the small server
 * pages (docs/decisions/008-security-headers.md). The apps' policy allows their own files and
 * nothing inline; server-rendered pages (sign-in popups, outbox, QR sheet) replace it with a
 * nonce- or hash-based policy of their own. A JSON answer is data, never a document: it gets
 * `default-src 'none'; frame-ancestors 'none'` and none of the headers that only a document
 * reads (COOP, X-XSS-Protection, …), about 600 bytes and six headers less on every API call.
 *
 * The headers never change while the server runs, so helmet computes them once at start-up and
 * every answer gets the same objects: registering helmet per request cost a third of the
 * cached menu's throughput (0.39 → 0.27 × node:http in `npm run bench`).
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const https = app.config.publicUrl.startsWith('https://');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The QR scanner runs its decoder in a worker made from a Blob URL.
        workerSrc: ["'self'", 'blob:'],
        // React writes `style` through the CSSOM, which a policy does not govern; no <style>
        // element or style="" attribute is needed.
        styleSrc: ["'self'"],
        // Photos picked for the avatar and "scan from a photo" are previewed as data:/blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        // 'self' covers the socket.io WebSocket on the same host (CSP Level 3); blob: lets the
        // page read back the photo it prepared itself, and reaches no other host.
        connectSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the public address is HTTPS: on http://localhost it would be ignored at
    // best and pin a developer's browser at worst.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in popup leaves our origin and comes back: it must keep its opener to post
    // the result to the app (000 §4.1).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const policy = headers['content-security-policy']!;
  // Headers for any answer, set first so that a route may replace them (a server page sets
  // `Referrer-Policy: no-referrer`); the rest once the answer's type is known.
  const everyAnswer = pick(headers, EVERY_ANSWER);
  const documentOnly = omit(headers, EVERY_ANSWER);
  app.decorate('documentPolicy', policy);
  app.decorate('dataAnswerHeaders', { ...everyAnswer, 'content-security-policy': DATA_POLICY });
  // Callbacks, not async functions: no promise per request on every answer.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const own = reply.getHeader('content-security-policy');
    if (own === undefined) {
      const type = reply.getHeader('content-type');
      const data = typeof type === 'string' && type.startsWith('application/json');
      if (data) reply.header('content-security-policy', DATA_POLICY);
      else reply.headers(documentOnly);
    } else {
      reply.headers(documentOnly).header('content-security-policy', own);
    }
    done(null, payload);
  });
});

/** What a JSON answer may load or be framed by: nothing. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** helmet's headers that mean something on any answer, data included. */
const EVERY_ANSWER = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-frame-options',
  'strict-transport-security',
];

const pick = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));
const omit = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

/** The headers helmet sets with these options, collected once from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
