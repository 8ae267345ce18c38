import { AppError } from '../errors.ts';
import { describeJsonError } from '../lib/json-error.ts';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Read a request body, refusing it (413) as soon as it passes `maxBytes`, chunked uploads included. */
export async function readBodyLimited(req: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('payload_too_large', { message: `The request body exceeds ${maxBytes} bytes.` });
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AppError('payload_too_large', { message: `The request body exceeds ${maxBytes} bytes.` });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parse a JSON body; anything unparseable (bad UTF-8 included) is 400 invalid_json. */
/** No operation takes anything nested deeper; deeper bodies would only exhaust recursive code (hashing, validation). */
export const MAX_JSON_DEPTH = 32;

export function parseJsonBody(bytes: Uint8Array): unknown {
  let text: string;
  let value: unknown;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new AppError('invalid_json', { message: 'The request body is not valid JSON: it is not UTF-8.' });
  }
  try {
    value = JSON.parse(text);
  } catch {
    // Where it broke, never what it said (the runtime's message quotes the text, which may hold a password).
    throw new AppError('invalid_json', { message: `The request body is not valid JSON: ${describeJsonError(text)}.` });
  }
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new AppError('validation_failed', {
      message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
      details: [{ path: '', message: `Nesting deeper than ${MAX_JSON_DEPTH} levels.` }],
    });
  }
  // Raw control characters are invalid JSON and invalid UTF-8 is refused above, so NUL and lone surrogates can only arrive escaped.
  if (text.includes('\\u0000')) rejectNul(value, '');
  if (SURROGATE_ESCAPE.test(text)) rejectText(value, '', hasLoneSurrogate, SURROGATE_MESSAGE);
  return value;
}

const NUL_MESSAGE = 'Must not contain the NUL character (U+0000).';
const SURROGATE_MESSAGE = 'Must not contain an unpaired surrogate (a lone \\uD800–\\uDFFF escape): it is not a character.';
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

/**
 * Text holding U+0000 is refused (400 validation_failed) before it reaches
 * anything: PostgreSQL cannot store it in text or jsonb (decisions §12).
 * Walks a parsed JSON value (at most MAX_JSON_DEPTH deep); keys count too.
 */
export function rejectNul(value: unknown, path: string): void {
  rejectText(value, path, (text) => text.includes('\0'), NUL_MESSAGE);
}

/**
 * Refuses (400 validation_failed) a value holding text that `bad` finds, in a string or a key. Lone surrogates are
 * refused so: PostgreSQL's jsonb cannot store one (a 500 before), and a text column would get U+FFFD in its place.
 * The path names the field; a key it quotes has its unpaired surrogates shown as U+FFFD (the answer stays valid text).
 */
function rejectText(value: unknown, path: string, bad: (text: string) => boolean, message: string): void {
  if (typeof value === 'string') {
    if (bad(value)) throw new AppError('validation_failed', { param: path || undefined, details: [{ path, message }] });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (bad(key)) {
      const shown = at.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
      throw new AppError('validation_failed', { param: shown, details: [{ path: shown, message }] });
    }
    rejectText(item, at, bad, message);
  }
}

/** The deepest array/object nesting of a JSON text already known to be valid (brackets inside strings skipped). */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) max = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}
