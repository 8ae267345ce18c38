/**
 * The one redaction policy for what is kept about a request (issue 33 #5; docs/security.md lists it): the request
 * log of debugLogging environments (bodies the API took and gave, error bodies included, and every URL inside
 * them) and the process's log lines (paths, error messages). Three lists — secret formats recognised by their
 * shape wherever they appear, field names whose values are secrets or identity data whatever they look like, and
 * query parameters whose values are credentials — applied by the same two functions everywhere.
 */

export const REDACTED = '[redacted]';

export interface SecretFormat {
  /** What it is, as docs/security.md names it. */
  name: string;
  pattern: RegExp;
  replacement: string | ((match: string, ...groups: string[]) => string);
  /** A value of this shape: the policy's test sends each one and checks it is gone. */
  example: string;
}

/** Whether a run of digits passes the Luhn check card numbers carry. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1 && (d *= 2) > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Credentials and identity numbers recognised by their shape, with what is left of them. */
export const SECRET_FORMATS: readonly SecretFormat[] = [
  {
    name: 'API secret keys (and Stripe-style restricted keys)',
    pattern: /\b(sk|rk)_(test|live)_[0-9A-Za-z]{8,}/g,
    replacement: `$1_$2_${REDACTED}`,
    example: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
  },
  {
    name: 'webhook signing secrets',
    pattern: /whsec_[A-Za-z0-9+/=]{8,}/g,
    replacement: `whsec_${REDACTED}`,
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  },
  {
    name: 'set-password tokens',
    pattern: /\bpwt_[A-Za-z0-9_-]{8,}/g,
    replacement: `pwt_${REDACTED}`,
    example: 'pwt_Zx3uQ0c7m3yJb8mZ4r1qN6wP2kT9hV5sL0aE7dF3gH1',
  },
  {
    name: 'signed invitation and verification-session tokens',
    pattern: /\b(inv|vs)_[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    replacement: `$1_${REDACTED}`,
    example: 'inv_eyJ0eCI6InR4XzEifQ.c2lnbmF0dXJlLWJ5dGVz',
  },
  {
    name: 'JSON Web Tokens (dashboard access tokens, IdP tokens)',
    pattern: /\beyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g,
    replacement: REDACTED,
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtZW1fMSJ9.c2lnbmF0dXJl',
  },
  {
    name: 'bearer tokens in hosted-page paths (`/accept/…`, `/t/…`, `/verify/…`)',
    pattern: /\/(accept|verify|t)\/[^/?#\s"'<>]+/g,
    replacement: '/$1/:token',
    example: 'https://escrow.example.com/accept/inv_abc.def',
  },
  {
    name: 'passwords in URLs (`https://user:password@host`)',
    pattern: /(\/\/[^/:@\s"'<>]+:)[^@/\s"'<>]+@/g,
    replacement: `$1${REDACTED}@`,
    example: 'https://hooks:Hunter2pass@hooks.example.com/in',
  },
  {
    name: 'Authorization credentials (`Bearer …`, `Basic …`: 8 or more characters, not all letters, so "basic plan" stays)',
    pattern: /\b(Bearer|Basic)\s+(?=[A-Za-z]*[0-9._~+/=-])[A-Za-z0-9._~+/-]{8,}=*/gi,
    replacement: `$1 ${REDACTED}`,
    example: 'Authorization: Bearer opaque-token-value-123',
  },
  { name: 'US social security numbers (`123-45-6789`)', pattern: /\b\d{3}-\d{2}-\d{4}\b/g, replacement: REDACTED, example: '078-05-1120' },
  {
    name: 'payment card numbers (13–19 digits passing the Luhn check, spaces or dashes allowed)',
    pattern: /\b[2-6](?:[ -]?\d){12,18}\b/g,
    replacement: (match) => (luhn(match.replace(/\D/g, '')) ? REDACTED : match),
    example: '4242 4242 4242 4242',
  },
];

/**
 * Field names whose values are kept out whatever they look like, matched on the name's words (`inviteToken`,
 * `x-api-key`, `customer_ssn`, `dateOfBirth`), so `paidNumber` is not an `idNumber`: credentials first, then
 * personal identity data.
 */
export const SECRET_FIELD_NAMES: readonly string[] = [
  'secret',
  'token',
  'password',
  'passwd',
  'passphrase',
  'api key',
  'authorization',
  'cookie',
  'private key',
  'credential',
  'ssn',
  'social security',
  'sin',
  'tin',
  'tax id',
  'tax number',
  'national id',
  'nin',
  'passport',
  'document number',
  'id number',
  'drivers license',
  'license number',
  'date of birth',
  'birth date',
  'birthday',
  'dob',
  'iban',
  'account number',
  'routing number',
  'card number',
  'cvc',
  'cvv',
  'security code',
  'pin',
];

/** Objects kept out whole under these names: the identity a KYC verification established (name, date of birth, document). */
export const IDENTITY_OBJECTS: readonly string[] = ['verified'];

/** Query parameters whose values are credentials in any URL, besides every name SECRET_FIELD_NAMES covers (`?token=`, `?access_token=`). */
export const SECRET_QUERY_PARAMS: readonly string[] = ['code', 'sig', 'signature', 'x-amz-signature', 'x-goog-signature', 'key', 'party', 'auth', 'jwt'];

/** A name's words, lower-cased: `customerSSN` → customer ssn, `x-api-key` → x api key, `DateOfBirth` → date of birth. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

const FIELD_PHRASES = new Set(SECRET_FIELD_NAMES.map((n) => words(n).join('')));
const QUERY_NAMES = new Set(SECRET_QUERY_PARAMS);
const LONGEST_PHRASE = Math.max(...SECRET_FIELD_NAMES.map((n) => words(n).length));

/** Whether a field of this name holds a secret or identity data (any run of its words is on SECRET_FIELD_NAMES). */
export function isSecretField(name: string): boolean {
  const w = words(name);
  for (let i = 0; i < w.length; i++) {
    let phrase = '';
    for (let j = i; j < Math.min(w.length, i + LONGEST_PHRASE); j++) {
      phrase += w[j];
      if (FIELD_PHRASES.has(phrase)) return true;
    }
  }
  return false;
}

/** Whether a query parameter of this name carries a credential. */
export function isSecretQueryParam(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // a malformed escape: judge the name as written
  }
  return QUERY_NAMES.has(decoded.toLowerCase()) || isSecretField(decoded);
}

/** `?name=value` and `&name=value` pairs in any text (URLs, form bodies, error messages). */
const QUERY_PAIR = /([?&;])([A-Za-z0-9_.~%[\]-]+)=([^&#\s"'<>]*)/g;

/** A text with every credential-shaped value, and every secret query parameter's value, replaced. */
export function redactSecretText(text: string): string {
  let out = text;
  for (const { pattern, replacement } of SECRET_FORMATS) out = out.replace(pattern, replacement as string);
  return out.replace(QUERY_PAIR, (pair, sep: string, name: string, value: string) =>
    value && value !== REDACTED && isSecretQueryParam(name) ? `${sep}${name}=${REDACTED}` : pair,
  );
}

export interface BoundedJson {
  text: string;
  truncated: boolean;
}

const MAX_DEPTH = 32;

/**
 * `value` as JSON text, redacted by the policy (values under secret field names and identity objects, the
 * top-level `secretFields`, secret shapes and query parameters in every string and key) and cut at `maxChars`.
 * Written out piece by piece and stopped at the cap, so a 16 MiB bulk body costs what its first `maxChars` cost.
 */
export function redactedJson(value: unknown, maxChars: number, secretFields: readonly string[] = []): BoundedJson {
  const parts: string[] = [];
  let size = 0;
  let truncated = false;
  // A body repeats a few keys many times (a bulk import): each name is judged once per body.
  const verdicts = new Map<string, boolean>();
  const secretName = (key: string) => {
    let verdict = verdicts.get(key);
    if (verdict === undefined) verdicts.set(key, (verdict = isSecretField(key)));
    return verdict;
  };
  const emit = (piece: string) => {
    if (truncated) return;
    if (size + piece.length > maxChars) {
      parts.push(piece.slice(0, maxChars - size));
      truncated = true;
      return;
    }
    parts.push(piece);
    size += piece.length;
  };
  const walk = (v: unknown, depth: number): void => {
    if (truncated) return;
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') v = (v as { toJSON: () => unknown }).toJSON();
    if (v === null || v === undefined || typeof v === 'function' || typeof v === 'symbol') return emit('null');
    if (typeof v === 'number') return emit(Number.isFinite(v) ? String(v) : 'null');
    if (typeof v === 'boolean' || typeof v === 'bigint') return emit(String(v));
    if (typeof v === 'string') return emit(JSON.stringify(redactSecretText(v.length > maxChars ? v.slice(0, maxChars) : v)));
    if (depth >= MAX_DEPTH) return emit(JSON.stringify('[too deep]'));
    if (Array.isArray(v)) {
      emit('[');
      for (let i = 0; i < v.length && !truncated; i++) {
        if (i > 0) emit(',');
        walk(v[i], depth + 1);
      }
      return emit(']');
    }
    emit('{');
    let first = true;
    for (const key in v as Record<string, unknown>) {
      if (truncated) break;
      if (!Object.hasOwn(v as object, key)) continue;
      const item = (v as Record<string, unknown>)[key];
      if (item === undefined || typeof item === 'function') continue;
      if (!first) emit(',');
      first = false;
      emit(`${JSON.stringify(redactSecretText(key))}:`);
      const identity = typeof item === 'object' && IDENTITY_OBJECTS.includes(key);
      const secret = item !== null && (secretName(key) || identity || (depth === 0 && secretFields.includes(key)));
      if (secret) emit(JSON.stringify(REDACTED));
      else walk(item, depth + 1);
    }
    emit('}');
  };
  walk(value, 0);
  return { text: parts.join(''), truncated };
}
