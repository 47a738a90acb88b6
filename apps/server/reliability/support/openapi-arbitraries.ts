import fc from 'fast-check';

// Requests generated from the server's OpenAPI document (GET /api/docs/json): values that fit
// each schema, then broken ones. Only the parts of JSON Schema the document uses are read.

export type Schema = {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
};

export type Operation = {
  method: string;
  /** The OpenAPI path, `/api/orders/{orderId}`. */
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; schema: Schema }[];
  /** Content type → schema of the body; empty when the operation documents none. */
  bodies: Record<string, Schema>;
};

/** Every operation of the document, one per method and path. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content =
        (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content ??
        {};
      return {
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Operation['parameters'] | undefined) ?? [],
        bodies: Object.fromEntries(Object.entries(content).map(([t, c]) => [t, c.schema])),
      };
    }),
  );
}

/** Real ids of the database, so generated requests reach past "not found". */
export type IdPool = {
  /** The first business's id first: most generated requests are about it. */
  businessIds: string[];
  /** The first business's tables first. */
  tableIds: string[];
  /** Ids by table name: orders, order_items, products, split_bill_requests, … */
  rows: Record<string, string[]>;
  qrCodes: string[];
};

/** Which rows an `id` path parameter names, by the path it is in. */
const ID_OF_PATH: [RegExp, string][] = [
  [/^\/api\/business(es)?\//, 'businesses'],
  [/^\/api\/categories\//, 'categories'],
  [/^\/api\/products\//, 'products'],
  [/^\/api\/staff\/split-requests\//, 'split_bill_requests'],
  [/^\/api\/staff\/bill-requests\//, 'bill_requests'],
  [/^\/api\/staff\/waiter-calls\//, 'waiter_calls'],
  [/orders|call/, 'orders'],
];

/** The name of the rows a field or parameter names: `orderId` → orders. */
export function rowsNamed(name: string, path = ''): string | undefined {
  const lower = name.toLowerCase();
  if (lower === 'id') return ID_OF_PATH.find(([re]) => re.test(path))?.[1];
  const known: Record<string, string> = {
    orderid: 'orders',
    itemid: 'order_items',
    productid: 'products',
    product: 'products',
    categoryid: 'categories',
    userid: 'users',
    billrequestid: 'bill_requests',
    splitbillrequestid: 'split_bill_requests',
    targetid: 'products',
  };
  return known[lower];
}

/** Mostly the first of `values`' kind, sometimes any: most requests are about one business. */
const mostlyFirst = (first: string[], all: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...first) },
    { weight: 1, arbitrary: fc.constantFrom(...all) },
  );

const HEX24 = '^[0-9a-f]{24}$';

/** A value that fits `schema`; `name` picks real ids for id-like fields. */
export function fitting(
  schema: Schema,
  name: string,
  ids: IdPool,
  path = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const value = fittingValue(schema, name, ids, path, depth);
  return schema.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function fittingValue(
  schema: Schema,
  name: string,
  ids: IdPool,
  path: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => fitting(s, name, ids, path, depth)));
  switch (schema.type) {
    case 'string':
      return fittingString(schema, name, ids, path);
    case 'integer':
      // Mostly small, as people send: a quantity of 77 is refused before anything deep runs.
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({
            min: schema.minimum ?? 0,
            max: Math.min(schema.maximum ?? 3, (schema.minimum ?? 0) + 3),
          }),
        },
        {
          weight: 1,
          arbitrary: fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 }),
        },
      );
    case 'number':
      return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fitting(schema.items ?? {}, name, ids, path, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return fittingObject(schema, ids, path, depth);
    default:
      // Documented as "ignored" or free: anything small.
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function fittingString(
  schema: Schema,
  name: string,
  ids: IdPool,
  path: string,
): fc.Arbitrary<string> {
  const lower = name.toLowerCase();
  if (lower === 'businessid' || lower === 'business' || rowsNamed(name, path) === 'businesses')
    return mostlyFirst(ids.businessIds.slice(0, 1), ids.businessIds);
  if (lower.includes('table') || schema.pattern?.startsWith('^table-'))
    return mostlyFirst(ids.tableIds.slice(0, 6), ids.tableIds);
  if (lower.includes('qrcode') || lower === 'code') return fc.constantFrom(...ids.qrCodes);
  const rows = ids.rows[rowsNamed(name, path) ?? ''];
  const anyRow = Object.values(ids.rows).flat();
  if (schema.pattern === HEX24 || lower === 'id' || lower.endsWith('id'))
    return fc.oneof(
      {
        weight: 6,
        arbitrary: rows?.length ? fc.constantFrom(...rows) : fc.constantFrom(...anyRow),
      },
      { weight: 2, arbitrary: fc.constantFrom(...anyRow, ...ids.businessIds) },
      { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/) },
    );
  if (lower.includes('email')) return fc.emailAddress();
  if (lower.includes('phone')) return fc.stringMatching(/^\+905[0-9]{9}$/);
  if (lower.includes('password')) return fc.string({ minLength: 8, maxLength: 20 });
  // Any string the pattern lets through, not only sensible ones: `2026-99-99T…` fits `\d{4}-\d{2}`.
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (lower.includes('date') || lower.includes('time') || lower.includes('scheduled'))
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom(
        '2026-13-45T99:99:99Z',
        '+275760-09-13T00:00:00.000Z',
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59.999Z',
        'yarın',
      ),
    );
  const min = schema.minLength ?? 0;
  return fc.string({
    minLength: min,
    maxLength: Math.max(min, Math.min(schema.maxLength ?? 30, 30)),
  });
}

function fittingObject(
  schema: Schema,
  ids: IdPool,
  path: string,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 || depth > 4)
    return fc.dictionary(
      fc.constantFrom(...(ids.rows.order_items ?? []).slice(0, 5), 'x', 'Boy'),
      fc.oneof(fc.integer({ min: 0, max: 5 }), fc.string({ maxLength: 10 })),
      { maxKeys: 3 },
    );
  const required = schema.required ?? [];
  const full = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, s]) => [key, fitting(s, key, ids, path, depth + 1)]),
    ),
    { requiredKeys: required.filter((k) => k in properties) },
  );
  // Half the time the required fields and one optional field alone: with many optional fields
  // one of them is nearly always refused first, and what the others would do is never seen.
  return fc.tuple(full, fc.boolean(), fc.nat()).map(([value, sparse, n]) => {
    if (!sparse) return value;
    const record = value as Record<string, unknown>;
    const optional = Object.keys(record).filter((k) => !required.includes(k));
    const kept = optional[n % Math.max(optional.length, 1)];
    return Object.fromEntries(
      Object.entries(record).filter(([k]) => required.includes(k) || k === kept),
    );
  });
}

/** Every place in a JSON value: [] is the value itself, ['items', 0, 'quantity'] a leaf. */
function placesIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const inner =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) =>
          placesIn(v, [...at, Array.isArray(value) ? Number(k) : k]),
        )
      : [];
  return [at, ...inner];
}

/** `value` with the `n`-th place (modulo their count) replaced, or removed when `remove`. */
export function brokenAt(value: unknown, n: number, replacement: unknown, remove = false): unknown {
  const places = placesIn(value);
  const place = places[n % places.length]!;
  if (place.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of place.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = place.at(-1)!;
  if (remove && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes broken UTF-8 bytes. */
export function encodeLoosely(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out +=
      code >= 0xd800 && code <= 0xdfff && ch.length === 1 ? '%ED%A0%80' : encodeURIComponent(ch);
  }
  return out;
}
