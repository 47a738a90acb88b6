import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  brokenAt,
  encodeLoosely,
  fitting,
  type IdPool,
  type Operation,
} from './openapi-arbitraries.ts';
import { hostile } from './hostile-values.ts';

// The requests of the fuzz (reliability/fuzz.reliability.ts): for one operation, values that fit
// its schemas, then one of the ways to break them.

const JUNK_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  '\u0000',
  '"\\ud800"',
  '{"items":[{"quantity":1e999}]}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[]',
  '"text"',
  '12',
  '',
];

const BOUNDARY = 'masaFuzzBoundary';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const part = (name: string, filename: string, type: string, data: Buffer | string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
/** Multipart bodies: one whole image, then the ways a body can be cut or lie. */
const MULTIPART: { type: string; body: Buffer }[] = [
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([
      part('avatar', 'a.png', 'image/png', PNG),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: part('avatar', 'a.png', 'image/png', PNG),
  },
  { type: 'multipart/form-data', body: part('avatar', 'a.png', 'image/png', PNG) },
  { type: `multipart/form-data; boundary=other`, body: part('avatar', 'a.png', 'image/png', PNG) },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([
      part('avatar', '../../x.png', 'image/png', 'not a png'),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([
      part('avatar', 'a.png', 'image/png', PNG),
      part('avatar', 'b.png', 'image/png', PNG),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([
      part('avatar', 'big.png', 'image/png', Buffer.alloc(3 * 1024 * 1024, 1)),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.from('\u0000\ud800--') },
];

export type Kind =
  | 'fitting'
  | 'one-query-field'
  | 'broken-field'
  | 'removed-field'
  | 'broken-param'
  | 'broken-query'
  | 'broken-header'
  | 'proto-keys'
  | 'junk-json'
  | 'multipart';

/** Kinds of request whose values all fit the schemas. */
export const FITTING: Kind[] = ['fitting', 'one-query-field'];

/** One request to `op`: fitting values, then one of the ways to break them. */
export type Request = InjectOptions & { url: string; headers: Record<string, string>; kind: Kind };

export function requestsFor(op: Operation, ids: IdPool): fc.Arbitrary<Request> {
  const byPlace = (where: string) => op.parameters.filter((p) => p.in === where);
  const record = (where: string, all: boolean) =>
    fc.record(
      Object.fromEntries(
        byPlace(where).map((p) => [p.name, fitting(p.schema, p.name, ids, op.path)] as const),
      ),
      { requiredKeys: all ? undefined : [] },
    );
  const jsonSchema = op.bodies['application/json'];
  const formSchema = op.bodies['application/x-www-form-urlencoded'];
  const bodySchema = jsonSchema ?? formSchema;
  return fc
    .record({
      params: record('path', true),
      query: record('query', false),
      headers: record('header', false),
      body: bodySchema ? fitting(bodySchema, 'body', ids, op.path) : fc.constant(undefined),
      kind: fc.constantFrom<Kind>(
        'fitting',
        'fitting',
        'one-query-field',
        'broken-field',
        'broken-field',
        'broken-field',
        'removed-field',
        'broken-param',
        'broken-query',
        'broken-header',
        'proto-keys',
        'junk-json',
        'multipart',
      ),
      n: fc.nat(),
      bad: hostile,
      junk: fc.oneof(fc.constantFrom(...JUNK_JSON), fc.string({ unit: 'binary', maxLength: 30 })),
      multipart: fc.constantFrom(...MULTIPART),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 }))),
    })
    .map(({ params, query, headers, body, kind, n, bad, junk, multipart, idempotencyKey }) => {
      const pathNames = Object.keys(params);
      if (kind === 'broken-param' && pathNames.length > 0)
        params = { ...params, [pathNames[n % pathNames.length]!]: bad };
      // One optional query field alone: with all of them, one bad filter hides what another does.
      if (kind === 'one-query-field') {
        const keys = Object.keys(query);
        query = keys.length ? { [keys[n % keys.length]!]: query[keys[n % keys.length]!] } : {};
      }
      if (kind === 'broken-query')
        query = { ...query, [Object.keys(query)[0] ?? byPlace('query')[0]?.name ?? 'q']: bad };
      const url =
        op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoosely(params[name])) +
        (Object.keys(query).length
          ? `?${Object.entries(query)
              .map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`)
              .join('&')}`
          : '');
      const sent: Record<string, string> = {};
      if (kind === 'broken-header') {
        const names = byPlace('header').map((p) => p.name);
        const name = names.length ? names[n % names.length]! : 'x-table-id';
        headers = { ...headers, [name]: typeof bad === 'string' ? bad : JSON.stringify(bad) };
      }
      // HTTP carries no NUL or non-ASCII in a header: what cannot be sent is left out.
      for (const [k, v] of Object.entries(headers))
        sent[k] = String(v).replace(/[^\x20-\x7e]/g, '');
      if (idempotencyKey !== null)
        sent['idempotency-key'] = idempotencyKey.replace(/[^\x20-\x7e]/g, '');

      let payload: InjectOptions['payload'];
      if (kind === 'junk-json') {
        sent['content-type'] = 'application/json';
        payload = junk;
      } else if (kind === 'multipart') {
        sent['content-type'] = multipart.type;
        payload = multipart.body;
      } else if (op.method !== 'GET') {
        let value: unknown = body ?? {};
        if (kind === 'broken-field') value = brokenAt(value, n, bad);
        if (kind === 'removed-field') value = brokenAt(value, n, undefined, true);
        if (formSchema && !jsonSchema && value && typeof value === 'object') {
          sent['content-type'] = 'application/x-www-form-urlencoded';
          payload = new URLSearchParams(
            Object.entries(value).map(([k, v]): [string, string] => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ).toString();
        } else {
          sent['content-type'] = 'application/json';
          payload = JSON.stringify(value) ?? 'null';
          if (kind === 'proto-keys' && payload.startsWith('{'))
            payload = `{"__proto__":{"isAdmin":true,"role":"owner"},"constructor":{"prototype":{"paid":true}},${payload.slice(1)}`;
        }
      }
      return {
        method: op.method as InjectOptions['method'],
        url,
        headers: sent,
        payload,
        kind,
      };
    });
}
