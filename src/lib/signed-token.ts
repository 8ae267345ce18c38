import { hmacBase64Url, safeEqual } from './crypto.ts';

/**
 * Compact signed tokens: `<prefix><base64url(JSON payload)>.<HMAC-SHA256>`.
 * The purpose is part of what is signed, so a token minted for one use (a
 * cursor, a KYC session, an invite) is never accepted for another.
 */
/** An expired token's payload is returned too: its signature was good, so a page can still say what it was for. */
export type TokenCheck<T> = { ok: true; payload: T } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; payload: T };

export function signToken<T extends { exp: number }>(secret: string, purpose: string, payload: T, prefix = ''): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${prefix}${body}.${hmacBase64Url(secret, `${purpose}.${body}`)}`;
}

export function verifyToken<T extends { exp: number }>(secret: string, purpose: string, token: string, nowMs: number, prefix = ''): TokenCheck<T> {
  const check = verifySignature<T>(secret, purpose, token, prefix);
  if (check.ok && nowMs >= check.payload.exp) return { ok: false, reason: 'expired', payload: check.payload };
  return check;
}

/** The signature and shape only: for a caller that checks `exp` against a time it learns from the payload (a test clock's). */
export function verifySignature<T extends { exp: number }>(secret: string, purpose: string, token: string, prefix = ''): TokenCheck<T> {
  if (!token.startsWith(prefix)) return { ok: false, reason: 'invalid' };
  const [body, sig, extra] = token.slice(prefix.length).split('.');
  if (!body || !sig || extra !== undefined) return { ok: false, reason: 'invalid' };
  if (!safeEqual(sig, hmacBase64Url(secret, `${purpose}.${body}`))) return { ok: false, reason: 'invalid' };
  let payload: T;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!payload || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
  return { ok: true, payload };
}

/**
 * A token's payload read WITHOUT checking its signature: only for choosing
 * what a dead-link page may offer (which environment a "mail me a new link"
 * form asks about, whose answer goes only to an address on file), never for
 * what a page shows or does. Null when it does not parse as a JSON object.
 */
export function unverifiedPayload(token: string, prefix = ''): Record<string, unknown> | null {
  if (!token.startsWith(prefix)) return null;
  const body = token.slice(prefix.length).split('.')[0] ?? '';
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
