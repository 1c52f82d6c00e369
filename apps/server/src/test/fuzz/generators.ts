import fc from 'fast-check';
import type { JsonSchema } from './route-walker.ts';

// Inputs of the fuzz test: values valid enough to get past validation (so handlers and the
// database are reached) and the hostile ones the outside tester sent (issue 19).

export const protoKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

export const specLangs = fc.constantFrom(
  'en',
  'ja',
  'zh-TW',
  'zh-Hant-HK',
  'pt_BR',
  'in',
  'ar',
  'xx',
  '',
  ...protoKeys,
);

const oddStrings = [
  '',
  ' ',
  '%',
  '%00',
  '%zz',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'null',
  'NaN',
  '-1',
  '1e309',
  '\u202e\u0645',
  '😀',
];

/** Strings with NUL, lone surrogates, prototype keys, very long, or odd. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  // What PostgreSQL cannot store, weighted up: issue 19's 500s.
  { weight: 3, arbitrary: fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('\ud800', '\udfff', 'x\ud800y', '\udc00\ud800', 'ok\u0000'),
  },
  fc.constantFrom(...protoKeys),
  fc.constantFrom(...oddStrings),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.integer({ min: 65, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** Numbers beyond int4 and safe integers, negative, fractional. */
export const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    -(2 ** 53),
    1e300,
    -1,
    0,
    0.5,
    -0.5,
    Number.MAX_SAFE_INTEGER + 2,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.constant({}),
  fc.dictionary(fc.constantFrom(...protoKeys, 'a'), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: badString },
  { weight: 2, arbitrary: badNumber },
  { weight: 1, arbitrary: wrongType },
);

/** Values the seeded demo data knows, by field name (client ids, roles, goods, methods...). */
export type Known = Record<string, unknown[]>;

function firstType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A value valid for `schema`, preferring a seeded value known for the field `name`. */
export function validValue(schema: JsonSchema, name: string, known: Known, pick: number): unknown {
  const choices = known[name];
  if (choices && choices.length > 0) return choices[pick % choices.length];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[pick % schema.enum.length];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return validValue(alternatives[pick % alternatives.length]!, name, known, pick);
  }
  switch (firstType(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, (_, i) =>
        validValue(schema.items ?? {}, name, known, pick + i),
      );
    case 'object':
      return validObject(schema, known, pick);
    case 'string':
    default: {
      const length = Math.max(schema.minLength ?? 1, 1);
      return `${name}-${pick}`.padEnd(length, 'x').slice(0, schema.maxLength ?? 64);
    }
  }
}

export function validObject(
  schema: JsonSchema,
  known: Known,
  pick: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    // Optional fields half of the time, so both shapes are tried.
    if (required.has(key) || (pick + key.length) % 2 === 0 || known[key]) {
      out[key] = validValue(prop, key, known, pick);
    }
  }
  return out;
}

/** One change to a valid input: a field replaced by a bad value, dropped, or a key added. */
export type Mutation =
  | { kind: 'replace'; field: number; value: unknown }
  | { kind: 'drop'; field: number }
  | { kind: 'add'; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      field: fc.nat(),
      value: badValue,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), field: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      key: fc.oneof(fc.constantFrom(...protoKeys, 'spec_lang', 'oauth_token'), badString),
      value: fc.oneof(badValue, specLangs),
    }),
  },
);

/** Applies the mutations to a copy of `input`: fields are picked by index among its keys. */
export function mutate(
  input: Record<string, unknown>,
  mutations: Mutation[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  for (const m of mutations) {
    const keys = Object.keys(out);
    if (m.kind === 'add') {
      // defineProperty: a '__proto__' key stays a plain field, as JSON.parse would make it.
      Object.defineProperty(out, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      continue;
    }
    const key = keys.length > 0 ? keys[m.field % keys.length]! : null;
    if (key === null) continue;
    if (m.kind === 'drop') delete out[key];
    else out[key] = m.value;
  }
  return out;
}

export const hostileHosts = [
  'shop.nobody.example',
  'localhost:8080',
  '127.0.0.1',
  '[::1]:8080',
  'watt.localhost:8080.evil.example',
  `${'a'.repeat(300)}.example`,
  'WATT.LOCALHOST:8080',
  'watt.localhost:99999',
  'watt.localhost:8080@evil.example',
  '',
];

/** Headers with values Node accepts (printable latin1): the language, odd types, junk. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'accept-language': fc.oneof(specLangs, fc.constantFrom('ja;q=0.9, en;q=abc', '*', ',,;q=')),
      // Mostly absent (the body's own type is used): a wrong one only tests the 415 answer.
      'content-type': fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            'application/json',
            'application/json; charset=utf-16',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/x-made-up',
          ),
        },
      ),
      authorization: fc.constantFrom(
        'Bearer ',
        'Bearer x',
        `Bearer ${'A'.repeat(200)}`,
        'Basic Og==',
      ),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'),
      cookie: fc.constantFrom('a=b', '__proto__=1', 'x'.repeat(500)),
    },
    { requiredKeys: [] },
  )
  .map(
    (headers) =>
      // An absent content-type is no header at all, not the string 'undefined'.
      Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >,
  );
