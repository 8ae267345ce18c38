/**
 * Finding a secret a stranger echoes back (issue 33 #4): a webhook receiver may return our signing secret in its
 * answer, and what it returns is shown to members who may read deliveries but not secrets. It may return it as it
 * got it, or re-encoded: hex of either case, base64 or base64url with or without padding, wrapped with spaces or line
 * breaks, JSON-escaped (`\u0077`, `\/`), percent- or HTML-entity-encoded, upper-cased. So every text is read through
 * a canonical view — escapes decoded, whitespace and `:` separators skipped, case folded — and every spelling of every
 * secret is looked for in it; what matches is cut out of the original text, escapes and wrapping included.
 */
import { REDACTED } from './redact.ts';

/** Spellings shorter than this are not looked for (a short run of base64 letters matches by chance). */
const MIN_SPELLING = 16;
/** A secret cut off at the end of a truncated excerpt: a tail this long that begins a spelling is redacted too. */
const MIN_TAIL = 8;

/**
 * The base64 of `bytes` as it appears inside the base64 of a longer text, at each of the three byte offsets: the
 * characters that also depend on the neighbouring bytes are left out, the rest is the same wherever it sits.
 */
function embeddedBase64(bytes: Buffer): string[] {
  const out: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const text = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const from = Math.ceil((offset * 8) / 6);
    const to = Math.floor(((offset + bytes.length) * 8) / 6);
    out.push(text.slice(from, to));
  }
  return out;
}

/** What a secret may be spelled as: its text, and the key bytes of a `prefix_<base64>` secret, each in hex and base64 (both alphabets). */
export function secretSpellings(secrets: readonly string[]): string[] {
  const spellings = new Set<string>();
  for (const secret of secrets) {
    const texts = [secret];
    const bare = /^[a-z]+_([A-Za-z0-9+/]+=*)$/.exec(secret)?.[1];
    if (bare) texts.push(bare);
    const forms = texts.map((t) => Buffer.from(t, 'utf8'));
    if (bare) forms.push(Buffer.from(bare, 'base64'));
    for (const t of texts) spellings.add(t);
    for (const bytes of forms) {
      spellings.add(bytes.toString('hex'));
      // Standalone (its last character complete), and embedded in the base64 of something longer.
      for (const b64 of [bytes.toString('base64'), ...embeddedBase64(bytes)]) {
        spellings.add(b64);
        spellings.add(b64.replace(/\+/g, '-').replace(/\//g, '_'));
      }
    }
  }
  return [...spellings].map((s) => s.replace(/=+$/, '').toLowerCase()).filter((s) => s.length >= MIN_SPELLING && /^[\x21-\x7e]+$/.test(s));
}

interface CanonicalView {
  /** The text as a reader would take it: escapes decoded, whitespace and `:` left out, lower-cased. */
  text: string;
  /** For each character of `text`, where it starts and ends in the original. */
  from: number[];
  to: number[];
}

const HEX4 = /^[0-9a-fA-F]{4}$/;
const HEX2 = /^[0-9a-fA-F]{2}$/;
const SIMPLE_ESCAPES: Record<string, string> = { '/': '/', '\\': '\\', '"': '"', "'": "'", n: '\n', r: '\r', t: '\t', b: ' ', f: ' ' };

function canonical(original: string): CanonicalView {
  const chars: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  while (i < original.length) {
    let ch = original[i]!;
    let next = i + 1;
    if (ch === '\\' && i + 1 < original.length) {
      const kind = original[i + 1]!;
      if (kind === 'u' && HEX4.test(original.slice(i + 2, i + 6))) {
        ch = String.fromCharCode(Number.parseInt(original.slice(i + 2, i + 6), 16));
        next = i + 6;
      } else if (kind === 'x' && HEX2.test(original.slice(i + 2, i + 4))) {
        ch = String.fromCharCode(Number.parseInt(original.slice(i + 2, i + 4), 16));
        next = i + 4;
      } else if (SIMPLE_ESCAPES[kind] !== undefined) {
        ch = SIMPLE_ESCAPES[kind];
        next = i + 2;
      }
    } else if (ch === '%' && HEX2.test(original.slice(i + 1, i + 3))) {
      ch = String.fromCharCode(Number.parseInt(original.slice(i + 1, i + 3), 16));
      next = i + 3;
    } else if (ch === '&' && original[i + 1] === '#') {
      const entity = /^&#(x[0-9a-fA-F]{1,6}|[0-9]{1,7});/.exec(original.slice(i, i + 11));
      if (entity) {
        const code = entity[1]!.startsWith('x') ? Number.parseInt(entity[1]!.slice(1), 16) : Number(entity[1]);
        if (code <= 0x10ffff) {
          ch = String.fromCodePoint(code);
          next = i + entity[0].length;
        }
      }
    }
    if (!/^[\s:]$/.test(ch)) {
      chars.push(ch.toLowerCase());
      from.push(i);
      to.push(next);
    }
    i = next;
  }
  return { text: chars.join(''), from, to };
}

/**
 * `text` with every spelling of the secrets cut out, however it was encoded, wrapped or escaped (`[redacted]` in
 * its place). With `truncated`, the text was cut off after its end: a tail that begins a spelling is cut too.
 */
export function redactSecretEchoes(text: string, spellings: readonly string[], opts: { truncated?: boolean } = {}): string {
  if (spellings.length === 0 || text.length === 0) return text;
  const view = canonical(text);
  const spans: [number, number][] = [];
  for (const spelling of spellings) {
    for (let at = view.text.indexOf(spelling); at !== -1; at = view.text.indexOf(spelling, at + spelling.length)) {
      let end = at + spelling.length;
      while (view.text[end] === '=') end++; // base64 padding goes with it
      spans.push([view.from[at]!, view.to[end - 1]!]);
    }
  }
  if (opts.truncated) {
    const longest = Math.min(view.text.length, Math.max(...spellings.map((s) => s.length)) - 1);
    for (let n = longest; n >= MIN_TAIL; n--) {
      const tail = view.text.slice(view.text.length - n);
      if (spellings.some((s) => s.startsWith(tail))) {
        spans.push([view.from[view.text.length - n]!, text.length]);
        break;
      }
    }
  }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    out += text.slice(at, Math.max(at, start)) + (start >= at ? REDACTED : '');
    at = end;
  }
  return out + text.slice(at);
}
