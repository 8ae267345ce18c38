/**
 * fast-check arbitraries from the JSON Schemas in openapi.json: values the
 * document calls valid, and the ways a client gets them wrong.
 */
import fc from 'fast-check';

export type Schema = Record<string, any>;
export type Doc = { components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Schema> } } & Record<string, any>;

/** Ids of real objects, by prefix (`usr`, `tx`, …), so generated requests hit rows and not only 404s. */
export type IdPool = Map<string, string[]>;

const ID_PATTERN = /^\^([a-z]+)_/;
/** Environment ids are bare hex; the pool keeps them under `env`. */
const ENVIRONMENT_ID = '^[0-9a-f]{24}$';

export function resolve(doc: Doc, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 20; hops++) {
    const parts = String(current.$ref).replace(/^#\//, '').split('/');
    current = parts.reduce<any>((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current ?? {};
}

/** A value the schema accepts (constraints kept small so requests stay fast). */
export function validValue(doc: Doc, raw: Schema, ids: IdPool, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  // Recursive schemas (JSON values, deep-merge patches) end in their simplest member.
  if (depth > 5) return fc.constant(leaf(doc, schema));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return fc.oneof(...variants.map((v: Schema) => validValue(doc, v, ids, depth + 1)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((t: string) => validValue(doc, { ...schema, type: t }, ids, depth + 1)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9 });
    case 'string':
      return stringValue(schema, ids);
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4));
      return fc.array(validValue(doc, schema.items ?? {}, ids, depth + 1), { minLength: schema.minItems ?? 0, maxLength });
    }
    case 'object':
    case undefined: {
      if (!schema.properties && schema.type === undefined) return fc.jsonValue({ maxDepth: 2 });
      const properties: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries<Schema>(schema.properties ?? {})) properties[name] = validValue(doc, sub, ids, depth + 1);
      const record = fc.record(properties, { requiredKeys: schema.required ?? [] });
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties) {
        const keys = schema.propertyNames
          ? (stringValue(resolve(doc, schema.propertyNames), ids) as fc.Arbitrary<string>)
          : fc.string({ minLength: 1, maxLength: 20 });
        const maxKeys = Math.min(schema.maxProperties ?? 3, 3);
        return fc.dictionary(keys, validValue(doc, schema.additionalProperties, ids, depth + 1), { maxKeys });
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** The smallest value a schema accepts, without recursing further. */
function leaf(doc: Doc, raw: Schema, seen = 0): unknown {
  const schema = resolve(doc, raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants: Schema[] | undefined =
    schema.anyOf ?? schema.oneOf ?? (Array.isArray(schema.type) ? schema.type.map((type: string) => ({ ...schema, type })) : undefined);
  if (variants) {
    const simple = variants.map((v) => resolve(doc, v)).sort((a, b) => rank(a) - rank(b))[0];
    return simple && seen < 10 ? leaf(doc, simple, seen + 1) : null;
  }
  switch (schema.type) {
    case 'null':
      return null;
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
    case 'string':
      return 'a'.repeat(schema.minLength ?? 0);
    case 'array':
      return [];
    default:
      return {};
  }
}

function rank(schema: Schema): number {
  return schema.type === 'null' ? 0 : schema.type === 'object' || schema.type === 'array' || schema.anyOf || schema.oneOf ? 2 : 1;
}

function stringValue(schema: Schema, ids: IdPool): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  if (schema.pattern) {
    const prefix = schema.pattern === ENVIRONMENT_ID ? 'env' : ID_PATTERN.exec(schema.pattern)?.[1];
    const known = prefix ? ids.get(prefix) : undefined;
    const matching = fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && (schema.maxLength === undefined || s.length <= schema.maxLength));
    return known?.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: matching, weight: 1 }) : matching;
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
    case 'uri':
      return fc.webUrl({ validSchemes: ['https'] }).filter((u) => u.length <= (schema.maxLength ?? 2048));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
}

/** Values of every other JSON type than the schema's own (the validator decides what still passes). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/**
 * Strings no client should send but every server meets: lone surrogates (high, low, reversed, inside text), control
 * and bidi characters, NULs, SQL and path fragments, malformed percent-escapes.
 */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\ud800',
    '\udc00',
    'a\ud83db',
    '\udfff\ud800',
    '\u202e\u0041',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '%zz',
    '%E0%A4%A',
    '%',
    '{{7*7}}',
    '${jndi:x}',
    '=cmd|"/c calc"!A1',
    '\r\nX-Injected: 1',
    'ﷺ'.repeat(500),
    '👩‍👩‍👧‍👦'.repeat(300),
  ),
);

/** A value nested `depth` levels deep (arrays or objects). */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Percent-escapes that do not decode: not hex, cut short, not UTF-8. */
export const badEscape: fc.Arbitrary<string> = fc.constantFrom('%zz', '%', '%E0%A4%A', '%C3%28', '%ED%A0%80', 'a%2', '%%41');
