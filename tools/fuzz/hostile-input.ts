import fc from 'fast-check';
import { type Field, type Shape } from './input-shapes';

// fast-check generators of an API's input from its shape (input-shapes.ts): mostly hostile — a wrong
// type, a missing or extra field, a huge string or array, an odd number, SQL and HTML metacharacters,
// unicode edge cases, deep nesting — some plausible, so the checks behind the first ones run too.

// A number JSON.stringify cannot write (it writes null): -0 and numbers past a double, which
// JSON.parse reads as -0 and ±Infinity. NaN has no JSON spelling at all; it is sent as a string.
export class RawNumber {
  constructor(readonly text: string) {}
}

// JSON with RawNumber written as is; keys such as "__proto__" stay own keys (JSON.parse keeps them so).
export const toJson = (value: unknown): string => {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

// An object with these keys as its own, as a parsed body has them (a literal's __proto__ sets the prototype).
const own = (entries: [string, unknown][]): Record<string, unknown> => {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
};

const SQL = [
  "'",
  "''",
  "' OR '1'='1",
  "'; DROP TABLE masters.center; --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '$1',
  "1' AND pg_sleep(0)--",
];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '&lt;&amp;',
  'javascript:alert(1)',
];
const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\u202eevil\u202c',
  '\u200b',
  '\u200d\u200c\ufeff',
  'e\u0301\u0301\u0301',
  '１２３',
  '𠮷野家',
  '👩‍👩‍👧‍👦',
  '\u2028\u2029',
  '\r\n\t',
  ' ',
];
const LOOKS_LIKE = ['', ' 1 ', '1e3', '0x1F', '-1', '1.5', 'NaN', 'Infinity', '-Infinity', 'null', 'true', '[]', '{}'];
const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '2026/01/01',
  '24:00',
  '25:61',
  '99:99:99',
  '2026-01-01T25:00',
];
const ODD_NUMBERS: unknown[] = [
  -1,
  0,
  new RawNumber('-0'),
  0.5,
  -0.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
  new RawNumber('1e400'),
  new RawNumber('-1e400'),
];

const char = fc.constantFrom(...'a<>\'"%_\\;-'.split(''), ...UNICODE);
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...SQL, ...HTML, ...UNICODE, ...LOOKS_LIKE, ...BAD_DATES) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.string({ unit: char, minLength: 1, maxLength: 30 }) },
  // past every column's length, within the gateway's 1 MB body
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 300, max: 100_000 }), fc.constantFrom('x', 'あ', '\u200b', "'"))
      .map(([n, c]) => c.repeat(c === 'x' ? n : Math.floor(n / 3))),
  },
);
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deepNesting = fc.tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean()).map(([depth, arrays]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});
const hugeArray = fc
  .tuple(fc.integer({ min: 1000, max: 10_000 }), fc.constantFrom<unknown>(1, 'x', null, {}, []))
  .map(([n, v]) => Array.from({ length: n }, () => v));
const operatorObject = fc.constantFrom<unknown>(
  { $gt: 1 },
  { $ne: null },
  own([['__proto__', { polluted: true }]]),
  { constructor: { prototype: { polluted: true } } },
  { toString: 'x', valueOf: 1 },
);

// Any value of any type, shape aside.
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileString },
  { weight: 6, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], ['']) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: operatorObject },
  { weight: 1, arbitrary: fc.oneof(hugeArray, deepNesting) },
);

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'lock_version',
  'id',
  'role',
  'user_type_code',
  'x"; DROP',
  '',
  'k'.repeat(5000),
];

// A value a form would accept, guessed from the field's name where the type says only "string".
const plausibleString = (name: string): fc.Arbitrary<string> => {
  if (/date$/.test(name))
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (/time$/.test(name))
    return fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30)).map(([h, m]) => `${h}:${m}`.padStart(5, '0'));
  if (/mail/.test(name)) return fc.stringMatching(/^[a-z]{1,8}$/).map((u) => `fuzz-${u}@example.com`);
  if (/url/.test(name)) return fc.constantFrom('https://example.com/x', 'http://localhost/', 'javascript:alert(1)');
  if (/tel/.test(name)) return fc.constantFrom('03-1234-5678', '+81 3 1234 5678');
  return fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...SQL, ...HTML, ...UNICODE));
};

export const plausible = (shape: Shape, name = ''): fc.Arbitrary<unknown> => {
  switch (shape.kind) {
    case 'string':
      return plausibleString(name);
    case 'number':
      return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 200 }) }, fc.integer({ min: 1, max: 100_000 }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constant(shape.value);
    case 'union':
      return fc.oneof(...shape.of.map((s) => plausible(s, name)));
    case 'array':
      return fc.array(plausible(shape.of, name), { maxLength: 5 });
    case 'object':
      return plausibleObject(shape.fields, shape.rest);
    case 'never':
      return fc.constant(undefined);
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
  }
};

const plausibleObject = (fields: Field[], rest: Shape | null): fc.Arbitrary<Record<string, unknown>> => {
  const record = fc.record(Object.fromEntries(fields.map((f) => [f.name, plausible(f.shape, f.name)])), {
    requiredKeys: fields.filter((f) => !f.optional).map((f) => f.name),
  });
  if (!rest || rest.kind === 'never') return record;
  return fc
    .tuple(record, fc.dictionary(fc.string({ maxLength: 12 }), plausible(rest), { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...own(Object.entries(extra)), ...known }));
};

// A value of the shape with one thing wrong somewhere inside it.
export const hostileFor = (shape: Shape, name = '', depth = 0): fc.Arbitrary<unknown> => {
  if (shape.kind === 'array' && depth < 4)
    return fc.oneof(fc.array(hostileFor(shape.of, name, depth + 1), { minLength: 1, maxLength: 5 }), hugeArray, hostileValue);
  if (shape.kind === 'object' && depth < 4) return hostileObject(shape.fields, shape.rest, depth);
  const structured = shape.kind === 'union' ? shape.of.filter((s) => s.kind === 'object' || s.kind === 'array') : [];
  if (structured.length) return fc.oneof(hostileValue, ...structured.map((s) => hostileFor(s, name, depth)));
  return hostileValue;
};

const hostileObject = (fields: Field[], rest: Shape | null, depth: number): fc.Arbitrary<Record<string, unknown>> => {
  const base = plausibleObject(fields, rest);
  const changes: fc.Arbitrary<Record<string, unknown>>[] = [
    // extra fields, the dangerous keys among them
    fc
      .tuple(
        base,
        fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), hostileValue, {
          minKeys: 1,
          maxKeys: 3,
        }),
      )
      .map(([o, extra]) => own([...Object.entries(o), ...Object.entries(extra)])),
    // nothing the API expects
    fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 4 }).map((o) => own(Object.entries(o))),
  ];
  if (fields.length) {
    const field = fc.constantFrom(...fields);
    // one field wrong (a wrong type, an odd value, or hostile inside it)
    changes.push(
      fc.tuple(base, field).chain(([o, f]) => hostileFor(f.shape, f.name, depth + 1).map((v) => ({ ...o, [f.name]: v }))),
    );
    // one field missing
    changes.push(fc.tuple(base, field).map(([o, f]) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== f.name))));
    // every field wrong at once
    changes.push(fc.record(Object.fromEntries(fields.map((f) => [f.name, hostileValue]))));
  }
  return fc.oneof(...changes);
};

// The input of one call: always an object (the gateway refuses a batch whose input is not one
// before any action runs, which malformed.spec.ts covers); 1 in 6 plausible.
export const inputFor = (shape: Shape): fc.Arbitrary<Record<string, unknown>> => {
  const objects = shape.kind === 'union' ? shape.of.filter((s) => s.kind === 'object') : [];
  if (objects.length) return fc.oneof(...objects.map(inputFor));
  const object: Shape = shape.kind === 'object' ? shape : { kind: 'object', fields: [], rest: { kind: 'unknown' } };
  return fc.oneof(
    { weight: 1, arbitrary: plausible(object) as fc.Arbitrary<Record<string, unknown>> },
    { weight: 5, arbitrary: hostileFor(object) as fc.Arbitrary<Record<string, unknown>> },
  );
};
