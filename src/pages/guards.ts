/**
 * What every hosted page and browser form goes through before its own
 * handler (decisions §12), in one place so the pages stay about their flow:
 * a byte limit on every route that reads a body (checked before the body is
 * read), the bearer token in the path checked before the body is read or any
 * expensive work, the tenant's and environment's status, and text fields
 * free of NUL.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress, TRUST_NONE } from '../lib/client-address.ts';
import { readBodyLimited } from '../http/body.ts';
import { TRANSACTION_TOKEN_PATTERN } from '../lib/ids.ts';
import type { TokenCheck } from '../lib/signed-token.ts';
import { readKycSession } from '../services/kyc-sessions.ts';
import { SIGN_IN_BUCKET } from '../services/rate-limit.ts';
import { partitionState, partitionStateByTransactionToken, type PartitionState } from '../services/environments.ts';
import type { Partition } from '../services/partition.ts';
import { presentationFor, type Presentation } from '../services/presentation.ts';
import { readInvite } from '../services/transactions/links.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { html, page, PAGE_HEADERS } from './html.ts';

export type PeerEnv = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };

/** The client's address of a page request: the socket peer, or the right-most untrusted X-Forwarded-For entry. */
export function pageClientIp(deps: AppDeps, c: Context<PeerEnv>): string | null {
  return clientAddress(deps.trustProxy ?? TRUST_NONE, c.env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'));
}

/** Where a hosted route's credential is, so it can be checked before the body is read. */
type Credential = 'invite' | 'verification' | 'transaction' | 'none';

export interface FormRoute {
  /** As documented (docs/security.md). */
  route: string;
  pattern: RegExp;
  maxBytes: number;
  credential: Credential;
  /** Counted in the per-address sign-in bucket (the set-password form). */
  signInBucket?: boolean;
  tooLarge?: { title: string; message: string };
}

const KIB = 1024;

/**
 * Every browser route that reads a body, first match wins. Text limits allow
 * the longest accepted field percent-encoded (a 5,000-character evidence text
 * of 4-byte characters is 60 KB on the wire).
 */
export const FORM_ROUTES: readonly FormRoute[] = [
  { route: 'POST /accept/{inviteToken}[/…]', pattern: /^\/accept\/[^/]+(\/[^/]+)?$/, maxBytes: 16 * KIB, credential: 'invite' },
  {
    route: 'POST /verify/{token}/document',
    pattern: /^\/verify\/[^/]+\/document$/,
    maxBytes: 5 * 1024 * KIB + 64 * KIB,
    credential: 'verification',
    tooLarge: { title: 'That file is too large', message: 'Upload a photo of up to 5 MB. Go back and choose a smaller file.' },
  },
  { route: 'POST /verify/{token}/…', pattern: /^\/verify\/[^/]+(\/[^/]+)?$/, maxBytes: 16 * KIB, credential: 'verification' },
  { route: 'POST /t/{token}/…', pattern: /^\/t\/[^/]+(\/[^/]+)?$/, maxBytes: 64 * KIB, credential: 'transaction' },
  { route: 'POST /dashboard/set-password', pattern: /^\/dashboard\/set-password$/, maxBytes: 16 * KIB, credential: 'none', signInBucket: true },
  { route: 'POST /dashboard/unlock', pattern: /^\/dashboard\/unlock$/, maxBytes: 16 * KIB, credential: 'none', signInBucket: true },
  { route: 'POST /dashboard/reset-password', pattern: /^\/dashboard\/reset-password$/, maxBytes: 16 * KIB, credential: 'none', signInBucket: true },
  { route: 'POST /links/recover', pattern: /^\/links\/recover$/, maxBytes: 16 * KIB, credential: 'none' },
  { route: 'POST /auth/sso/saml/acs', pattern: /^\/auth\/sso\/saml\/acs$/, maxBytes: 512 * KIB, credential: 'none' },
  { route: 'POST /auth/sso/link', pattern: /^\/auth\/sso\/link$/, maxBytes: 16 * KIB, credential: 'none' },
];

function refusal(c: Context, status: number, title: string, message: string, presentation: Presentation | null, headers: Record<string, string> = {}) {
  const body = html`<h1>${title}</h1><p class="notice" role="alert">${message}</p>`;
  return c.body(page(title, body, { presentation }), status as 200, { ...PAGE_HEADERS, ...headers });
}

const closedPage = (c: Context, presentation: Presentation | null) =>
  refusal(
    c,
    403,
    'This service is not available',
    'The marketplace that sent you this link has no active escrow service. Contact the marketplace for help.',
    presentation,
  );

type Named = PartitionState & Partition;

/** The partition a hosted page's path token names; `invalid` when the token does not verify (the page itself explains why). */
async function stateOf(deps: AppDeps, path: string, credential: Credential): Promise<Named | 'invalid' | 'none'> {
  let token: string;
  try {
    token = decodeURIComponent(path.split('/')[2] ?? '');
  } catch {
    return 'invalid';
  }
  const now = deps.clock.now();
  const ofClaims = async (check: TokenCheck<{ t: string; e: string }>) => {
    if (!check.ok) return 'invalid';
    const partition = { tenantId: check.payload.t, environmentId: check.payload.e };
    const state = await partitionState(deps.db, partition);
    return state ? { ...partition, ...state } : 'invalid';
  };
  if (credential === 'invite') return ofClaims(await readInvite(deps.db, deps.signingSecret, token, now));
  if (credential === 'verification') return ofClaims(readKycSession(deps.signingSecret, token, now));
  if (credential === 'transaction') {
    if (!TRANSACTION_TOKEN_PATTERN.test(token)) return 'invalid';
    return (await partitionStateByTransactionToken(deps.db, token)) ?? 'invalid';
  }
  return 'none';
}

/**
 * Whose page a hosted path is, by the token it carries (a verified
 * invitation or verification session, or a transaction's public token), for
 * the pages that answer before or instead of the page's own handler; null
 * when the path names no one, or when that cannot be read (an error page
 * must not fail on it).
 */
export async function presentationOfPath(deps: AppDeps, path: string): Promise<Presentation | null> {
  const credential = credentialOf(path);
  if (!credential) return null;
  try {
    const state = await stateOf(deps, path, credential);
    return typeof state === 'object' ? await presentationFor(deps.db, state) : null;
  } catch {
    return null;
  }
}

function credentialOf(path: string): Credential | null {
  if (/^\/accept\/[^/]+/.test(path)) return 'invite';
  if (/^\/verify\/[^/]+/.test(path)) return 'verification';
  if (/^\/t\/[^/]+/.test(path)) return 'transaction';
  return null;
}

const hasNul = (form: Record<string, unknown>) =>
  Object.entries(form).some(([key, value]) => key.includes('\0') || (typeof value === 'string' && value.includes('\0')));

/**
 * One middleware for the hosted pages and browser forms (mounted before
 * them in app.ts):
 * 1. a declared Content-Length over the route's limit → 413 before anything;
 * 2. the path token (invite, verification session, transaction token) is
 *    verified, and a closed tenant or disabled environment → 403 page; a
 *    token that does not verify reaches its page with the body dropped, so
 *    nothing is read for it;
 * 3. the sign-in bucket for the set-password form;
 * 4. the body is read up to the limit (413 beyond, also when streamed), and
 *    a form field holding NUL → 400.
 */
export function hostedPageGuard(deps: AppDeps): MiddlewareHandler<PeerEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const method = c.req.method;
    const form = method === 'POST' ? FORM_ROUTES.find((r) => r.pattern.test(path)) : undefined;
    const credential = form?.credential ?? (method === 'GET' || method === 'HEAD' ? credentialOf(path) : null);
    if (!form && !credential) return next();

    // Whose page it is, for a refusal: read once, only when a refusal is shown.
    let state: Named | 'invalid' | 'none' | undefined;
    const named = async () => (state ??= credential && credential !== 'none' ? await stateOf(deps, path, credential) : 'none');
    const presentation = async () => {
      const s = await named();
      return typeof s === 'object' ? presentationFor(deps.db, s) : null;
    };

    const { title, message } = form?.tooLarge ?? { title: 'What you sent is too large', message: 'Go back and try again with less text.' };
    const tooLarge = async () => refusal(c, 413, title, message, await presentation());
    const declared = Number(c.req.header('content-length') ?? NaN);
    if (form && Number.isFinite(declared) && declared > form.maxBytes) return tooLarge();

    if (credential && credential !== 'none') {
      const s = await named();
      if (s === 'invalid') {
        if (form) c.req.raw = new Request(c.req.raw.url, { method, headers: c.req.raw.headers });
        return next();
      }
      if (s !== 'none' && (s.tenantStatus !== 'active' || s.environmentStatus !== 'active')) return closedPage(c, await presentation());
    }
    if (!form) return next();

    if (form.signInBucket) {
      const headers: Record<string, string> = {};
      const limited = await deps.rateLimiter?.admitBucket(`ip:${pageClientIp(deps, c) ?? 'unknown'}`, SIGN_IN_BUCKET, headers);
      if (limited) return refusal(c, 429, 'Too many attempts', `Wait ${limited.retryAfterSeconds} seconds, then try again.`, null, headers);
    }

    let bytes: Uint8Array;
    try {
      bytes = await readBodyLimited(c.req.raw, form.maxBytes);
    } catch (error) {
      if (error instanceof AppError && error.appCode === 'payload_too_large') return tooLarge();
      throw error;
    }
    // From here the body is a known number of bytes, so later readers (and Hono's own limits) need not stream it again.
    const headers = new Headers(c.req.raw.headers);
    headers.delete('transfer-encoding');
    headers.set('content-length', String(bytes.byteLength));
    const buffered = () => new Request(c.req.raw.url, { method, headers, body: bytes });
    c.req.raw = buffered();
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
      // Parsed once here; Hono caches the form for the page's own parseBody.
      const fields = await c.req.parseBody().catch(() => null);
      if (fields && hasNul(fields)) {
        return refusal(c, 400, 'The form could not be read', 'It contains a character that is not allowed. Go back and try again.', await presentation());
      }
      c.req.raw = buffered();
    }
    return next();
  };
}
