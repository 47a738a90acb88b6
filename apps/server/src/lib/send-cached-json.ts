import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag.ts';

type Cached = { body: string | Buffer; etag: string };
type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compressing them saves less than its headers. */
const MIN_COMPRESSED_BYTES = 1024;

/** Each cached body's compressed forms, made on first demand and kept as long as the body. */
const encodedBodies = new WeakMap<Cached, Partial<Record<Encoding, Buffer>>>();

/**
 * Sends a pre-serialized JSON body (bypassing the route's serializer, which skips strings) with
 * its strong ETag, or 304 when the client already has it. Compressed with brotli or gzip when
 * the client accepts it, once per body (a 30 KB menu is ~5 KB on a diner's phone); each coding
 * has its own strong ETag, and any of them answers 304. `no-cache` lets browsers keep the body
 * but makes them revalidate every time, so a menu change shows on the next load.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: Cached): void {
  const encoding =
    Buffer.byteLength(cached.body) >= MIN_COMPRESSED_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  const etag = encoding ? codedEtag(cached.etag, encoding) : cached.etag;
  reply
    .header('etag', etag)
    .header('cache-control', 'public, no-cache')
    .header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  const known = ifNoneMatch
    ? [cached.etag, codedEtag(cached.etag, 'br'), codedEtag(cached.etag, 'gzip')]
    : [];
  if (known.some((tag) => etagMatches(ifNoneMatch, tag))) {
    reply.code(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8');
  if (!encoding) {
    reply.send(cached.body);
    return;
  }
  reply.header('content-encoding', encoding).send(encode(cached, encoding));
}

function encode(cached: Cached, encoding: Encoding): Buffer {
  let forms = encodedBodies.get(cached);
  if (!forms) encodedBodies.set(cached, (forms = {}));
  return (forms[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(cached.body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 10,
          },
        })
      : gzipSync(cached.body, { level: 9 }));
}

/** `"abc"` → `"abc-br"`: a strong ETag must differ between codings of the same body. */
function codedEtag(etag: string, encoding: Encoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}

/**
 * The answers for the Accept-Encoding texts seen so far: browsers send one of a handful, so
 * parsing each request's header again was a measurable part of a cached menu read. Bounded,
 * as any client may send any text.
 */
const encodingByHeader = new Map<string, Encoding | undefined>();
const MAX_REMEMBERED_HEADERS = 64;

/** brotli if the client accepts it, else gzip, else nothing (`q=0` refuses a coding). */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): Encoding | undefined {
  const header = String(acceptEncoding ?? '');
  if (encodingByHeader.has(header)) return encodingByHeader.get(header);
  const encoding = parseAcceptEncoding(header);
  if (encodingByHeader.size >= MAX_REMEMBERED_HEADERS) encodingByHeader.clear();
  encodingByHeader.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
