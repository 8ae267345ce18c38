/**
 * Validation messages in our words, naming the field: "name is required",
 * "limit must be at most 100", "amount must be an integer, not a string" —
 * instead of zod's "Invalid input: expected string, received undefined".
 * Installed once for the process (zod's configuration is global); a schema's
 * own `error` or message still wins. Messages describe what was expected and
 * the kind of value received, never the value itself (it may be megabytes,
 * or something the caller should not see echoed).
 */
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/**
 * How much of one path segment (a key the caller sent) an error echoes: a
 * rejected key is named in the message, `param` and `details`, so a 1 MiB key
 * would come back several times over. No accepted key is this long.
 */
export const ECHO_MAX = 64;

/** A segment as errors echo it: the first ECHO_MAX characters, then `…` when cut. */
export function echoed(segment: string): string {
  return segment.length <= ECHO_MAX ? segment : `${segment.slice(0, ECHO_MAX)}…`;
}

/** The dotted path of the field, as `details[].path` shows it (each key cut by `echoed`); the request itself at the root. */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  return path && path.length > 0 ? path.map((p) => echoed(String(p))).join('.') : 'the request';
}

const NOUNS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  bigint: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
  date: 'a date',
  record: 'an object',
  tuple: 'an array',
  map: 'an object',
  set: 'an array',
};
const noun = (type: string) => NOUNS[type] ?? `a ${type}`;

/** The kind of value received ("a string"), or undefined when none is worth saying (NaN from a coerced text). */
function received(input: unknown): string | undefined {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'number' && !Number.isFinite(input)) return undefined;
  if (typeof input === 'number' && !Number.isInteger(input)) return 'a fraction';
  return typeof input === 'object' ? 'an object' : noun(typeof input);
}

const FORMATS: Record<string, string> = {
  email: 'an email address',
  url: 'a URL',
  uuid: 'a UUID',
  ulid: 'a ULID',
  datetime: 'an ISO 8601 date-time',
  date: 'an ISO 8601 date (YYYY-MM-DD)',
  time: 'an ISO 8601 time',
  duration: 'an ISO 8601 duration',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  e164: 'a phone number in E.164 form',
  base64: 'base64',
  base64url: 'base64url',
  jwt: 'a JWT',
};

/** "1 character", "3 items". */
function count(n: number | bigint, origin: string): string {
  const unit = { string: 'character', array: 'item', set: 'item', file: 'byte', map: 'entry' }[origin];
  if (!unit) return String(n);
  const plural = unit === 'entry' ? 'entries' : `${unit}s`;
  return `${n} ${Number(n) === 1 ? unit : plural}`;
}

type SchemaDef = { format?: unknown; checks?: { _zod?: { def?: { format?: unknown } } }[] };
/** z.int() and z.number().int() fail their type check as "number"; their integer format tells them apart. */
function wantsInteger(inst: unknown): boolean {
  const def = (inst as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
  const formats = [def?.format, ...(def?.checks ?? []).map((c) => c._zod?.def?.format)];
  return formats.some((f) => typeof f === 'string' && /int/.test(f));
}

const quote = (v: unknown) => (typeof v === 'string' ? v : String(v));

export function validationMessage(issue: Issue): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${field} is required`;
      const expected = issue.expected === 'number' && wantsInteger(issue.inst) ? 'int' : issue.expected;
      const got = received(issue.input);
      return got ? `${field} must be ${noun(expected)}, not ${got}` : `${field} must be ${noun(expected)}`;
    }
    case 'too_small': {
      const { origin, minimum, inclusive, exact } = issue;
      if ((origin === 'string' || origin === 'array' || origin === 'set') && Number(minimum) === 1 && !exact) return `${field} must not be empty`;
      if (origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file' || origin === 'map') {
        return `${field} must have ${exact ? 'exactly' : 'at least'} ${count(minimum, origin)}`;
      }
      return `${field} must be ${exact ? 'exactly' : inclusive ? 'at least' : 'greater than'} ${minimum}`;
    }
    case 'too_big': {
      const { origin, maximum, inclusive, exact } = issue;
      if (origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file' || origin === 'map') {
        return `${field} must have ${exact ? 'exactly' : 'at most'} ${count(maximum, origin)}`;
      }
      return `${field} must be ${exact ? 'exactly' : inclusive ? 'at most' : 'less than'} ${maximum}`;
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with') return `${field} must start with "${(issue as { prefix?: string }).prefix}"`;
      if (issue.format === 'ends_with') return `${field} must end with "${(issue as { suffix?: string }).suffix}"`;
      if (issue.format === 'includes') return `${field} must contain "${(issue as { includes?: string }).includes}"`;
      const format = FORMATS[issue.format];
      return format ? `${field} must be ${format}` : `${field} is not in the expected format`;
    }
    case 'invalid_value': {
      if (issue.values.length === 1) return `${field} must be ${quote(issue.values[0])}`;
      return `${field} must be one of: ${issue.values.map(quote).join(', ')}`;
    }
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return issue.keys.map((key: string) => `${fieldName([...(issue.path ?? []), key])} is not a known field`).join('; ');
    case 'invalid_key':
      return `${field} has a key that is not allowed`;
    case 'invalid_element':
      return `${field} has a value that is not allowed`;
    case 'invalid_union':
      return `${field} does not match any accepted form`;
    default:
      return `${field} is not valid`;
  }
}

z.config({ customError: validationMessage });
