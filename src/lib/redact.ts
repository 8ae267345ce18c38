/**
 * Secrets kept out of stored text: the webhook delivery log (a receiver
 * echoing our signing secret) and the request log of debugLogging
 * environments (bodies the API took and gave). Two nets: values that look
 * like a credential wherever they appear, and every value under a key whose
 * name says it is one.
 */

export const REDACTED = '[redacted]';

/** Credentials recognisable by their shape, with what is left of them. */
const SECRET_SHAPES: readonly [RegExp, string][] = [
  // API secret keys (and Stripe-style restricted keys).
  [/\b(sk|rk)_(test|live)_[0-9A-Za-z]{8,}/g, `$1_$2_${REDACTED}`],
  // Webhook signing secrets.
  [/whsec_[A-Za-z0-9+/=]{8,}/g, `whsec_${REDACTED}`],
  // Signed invitation and verification-session tokens (`inv_<payload>.<hmac>`, `vs_…`).
  [/\b(inv|vs)_[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, `$1_${REDACTED}`],
  // Hosted-page paths carrying a bearer token (as in logged paths: src/logger.ts) and the party link's token.
  [/\/(accept|verify|t)\/[^/?#\s"'<>]+/g, '/$1/:token'],
  [/([?&]party=)[^&#\s"'<>]+/g, `$1${REDACTED}`],
  // A password in a URL's userinfo, and bearer credentials.
  [/(\/\/[^/:@\s"'<>]+:)[^@/\s"'<>]+@/g, `$1${REDACTED}@`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/-]+=*/gi, `$1 ${REDACTED}`],
];

/** Field names whose values are credentials, whatever they look like (`secret`, `inviteToken`, `password`, `apiKey`, …). */
export const SECRET_FIELD = /secret|token|passw(or)?d|passphrase|api[_-]?key|authorization|cookie|private[_-]?key|credential/i;

/** A text with every credential-shaped value replaced. */
export function redactSecretText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_SHAPES) out = out.replace(pattern, replacement);
  return out;
}

export interface BoundedJson {
  text: string;
  truncated: boolean;
}

const MAX_DEPTH = 32;

/**
 * `value` as JSON text, redacted (values under `SECRET_FIELD` names and the
 * top-level `secretFields`, credential-shaped strings anywhere) and cut at
 * `maxChars`. Written out piece by piece and stopped at the cap, so a 16 MiB
 * bulk body costs what its first `maxChars` cost.
 */
export function redactedJson(value: unknown, maxChars: number, secretFields: readonly string[] = []): BoundedJson {
  const parts: string[] = [];
  let size = 0;
  let truncated = false;
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
      const secret = item !== null && (SECRET_FIELD.test(key) || (depth === 0 && secretFields.includes(key)));
      if (secret) emit(JSON.stringify(REDACTED));
      else walk(item, depth + 1);
    }
    emit('}');
  };
  walk(value, 0);
  return { text: parts.join(''), truncated };
}
