import fc from 'fast-check';

/** Lone surrogates: half of a UTF-16 pair, which no UTF-8 text can hold. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Values meant to break a handler: wrong types, extremes, NUL, lone surrogates, junk. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    -1,
    0,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.1,
    1e-320,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '__proto__',
    'constructor',
    'NaN',
    '-0',
    '1e400',
    "' OR 1=1 --",
    '../../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    'x'.repeat(100_000),
    '9'.repeat(400),
    [],
    {},
    null,
    true,
    false,
    [null],
    { $gt: '' },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 5 }), loneSurrogate, fc.string({ maxLength: 5 }))
    .map((p) => p.join('')),
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
  fc.double(),
);
