/**
 * fast-check arbitraries of input values, from a zod schema of the contract table: values the
 * schema would take (so that a request reaches the service and the database) and values nobody
 * should send — wrong types, huge and negative numbers, control characters, lone surrogates.
 */
import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema writes for the contract's inputs. */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Values of some fields (by name) that exist in the test's database: a real offer id, a product code. */
export type KnownValues = Record<string, fc.Arbitrary<unknown>>;

/** The input side of a schema as the caller sends it (before transforms and defaults). */
export const inputJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * One of each kind of what has turned text into SQL somewhere: quotes (ASCII and typographic), a
 * statement's end and a comment, a tautology, LIKE's wildcards and escape, NUL, a driver's
 * placeholders, and very long. What every text input of every call is sent in turn.
 */
export const SQL_SWEEP: readonly string[] = [
  "'",
  '"',
  ';--',
  "' OR '1'='1",
  '%',
  '_',
  '\\',
  'a\u0000b',
  '$1',
  ':name',
  '’‘“”«»',
  "'".repeat(5000),
];

/** The sweep's kinds and their variants, among the fuzz's hostile strings. */
export const SQL_METACHARACTERS: readonly string[] = [
  ...SQL_SWEEP,
  '" OR ""="',
  "'; DROP TABLE orders; --",
  "1' UNION SELECT NULL--",
  "\\'",
  '$$',
  '?',
  '*/ /*',
  '%_'.repeat(2500),
];

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Strings that have broken parsers and queries somewhere, some time. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m\u007f',
    '\ud800',
    'x\udfffy',
    '\ufeff',
    '\u202eабв',
    '\u2028',
    '👶🏻',
    ...SQL_METACHARACTERS,
    '%_\\',
    '../..',
    '<script>alert(1)</script>',
    'NaN',
    'Infinity',
    '-0',
    '1e999',
    '0x1F',
    ' 7',
    '-1',
    '1.5',
    '99999999999999999999',
    'null',
    '[]',
  ),
  fc.string({ unit: anyCodeUnit, maxLength: 12 }),
  fc.constantFrom(300, 1200).map((n) => 'я'.repeat(n)),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324),
  fc.double(),
  fc.integer(),
);

/** One character nobody types, PostgreSQL refuses (NUL) or UTF-8 cannot encode (a lone surrogate). */
const badCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 4, arbitrary: fc.constantFrom('\u0001', '\u001b', '\u007f', '\ud800', '\udfff', '\ufffe', '\u202e') },
);

/** A value the field takes, spoiled: a bad character inside a right string, anything instead of the rest. */
export const spoiled = (right: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  right.chain((value) =>
    typeof value === 'string'
      ? fc.tuple(fc.nat({ max: value.length }), badCharacter).map(([at, bad]) => value.slice(0, at) + bad + value.slice(at))
      : hostileValue,
  );

const wrongShape = fc.constantFrom<unknown>(null, true, false, [], {}, [1, 'a'], { a: { b: 1 } });

/** Anything at all where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: badCharacter },
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: wrongShape },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

const SAFE = Number.MAX_SAFE_INTEGER;

/** A value the schema describes (refinements aside). */
export function wellFormed(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(wellFormed));
  switch (schema.type) {
    case 'string':
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -SAFE), max: Math.min(schema.maximum ?? 1000, SAFE) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(wellFormed(schema.items ?? {}), { maxLength: 3 });
    case 'object':
      return wellFormedObject(schema, {});
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

const good = (name: string, schema: JsonSchema, known: KnownValues) =>
  known[name] ? fc.oneof(known[name], wellFormed(schema)) : wellFormed(schema);

/** Every field the schema requires, each with a value it takes: what a correct caller sends. */
export function wellFormedObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => [name, good(name, field, known)] as const);
  return fc.record(Object.fromEntries(fields), { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'ITEMS', 'id[]'), fc.string({ maxLength: 8 }));

/** Any field may be missing, wrong or right, and fields the schema does not know come along. */
export function mixedObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, field]) =>
      [
        name,
        fc.oneof(
          { weight: 3, arbitrary: good(name, field, known) },
          { weight: 1, arbitrary: spoiled(good(name, field, known)) },
          { weight: 2, arbitrary: hostileValue },
        ),
      ] as const,
  );
  return fc
    .tuple(fc.record(Object.fromEntries(fields), { requiredKeys: [] }), fc.dictionary(extraKey, hostileValue, { maxKeys: 2 }))
    .map(([own, extra]) => ({ ...extra, ...own }));
}

/** An object of any fields (an acquirer's notification): the known fields' names, with right or wrong values. */
function anyFields(known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(known);
  return fc
    .uniqueArray(fc.constantFrom(...names), { maxLength: names.length })
    .chain((keys) =>
      fc
        .tuple(...keys.map((key) => fc.oneof(known[key]!, spoiled(known[key]!), hostileValue)))
        .map((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]]))),
    )
    .chain((own) => fc.dictionary(extraKey, hostileValue, { maxKeys: 1 }).map((extra) => ({ ...extra, ...own })));
}

/** Input for one part of a call (params, query or body): right, nearly right, or anything. */
export function inputFor(schema: z.ZodType | undefined, known: KnownValues): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant({}), fc.dictionary(extraKey, hostileValue, { maxKeys: 2 }));
  const json = inputJsonSchema(schema);
  if (json.type !== 'object') return fc.oneof(wellFormed(json), hostileValue);
  if (!json.properties) return anyFields(known);
  const names = Object.keys(json.properties);
  // Right but for one field: the request gets as far as it can before that field matters.
  const oneWrong =
    names.length === 0
      ? wellFormedObject(json, known)
      : fc.tuple(wellFormedObject(json, known), fc.constantFrom(...names)).chain(([object, name]) => {
          const right = good(name, json.properties![name]!, known);
          return fc
            .oneof({ weight: 2, arbitrary: spoiled(right) }, { weight: 1, arbitrary: hostileValue })
            .map((value) => ({ ...object, [name]: value }));
        });
  return fc.oneof(
    { weight: 3, arbitrary: wellFormedObject(json, known) },
    { weight: 4, arbitrary: oneWrong },
    { weight: 3, arbitrary: mixedObject(json, known) },
    { weight: 1, arbitrary: hostileValue },
  );
}
