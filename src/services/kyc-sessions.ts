import { signToken, verifyToken, type TokenCheck } from '../lib/signed-token.ts';
import type { Partition } from './events.ts';

export const KYC_SESSION_TTL_MS = 15 * 60 * 1000;
/** `returnUrl` travels inside the signed token, which must stay a usable URL (LIMITS.token). */
export const RETURN_URL_MAX = 500;
const PURPOSE = 'kyc-session';
const PREFIX = 'vs_';

/**
 * What a verification session token binds: the user, tenant, environment and
 * provider; optionally where the flow ends (`r`, the integrator's returnUrl)
 * and the invitation it was started from (`x` transaction, `ie` the invite's
 * own expiry, so going back never outlives the invitation).
 */
export interface KycSessionClaims {
  u: string;
  t: string;
  e: string;
  p: string;
  exp: number;
  r?: string;
  x?: string;
  ie?: number;
}

export interface KycSession {
  sessionToken: string;
  url: string;
  expiresAt: string;
}

export interface KycSessionOptions {
  returnUrl?: string;
  invite?: { transactionId: string; expiresAt: number };
}

export function issueKycSession(
  secret: string,
  publicUrl: string,
  partition: Partition,
  userId: string,
  provider: string,
  now: Date,
  opts: KycSessionOptions = {},
): KycSession {
  const exp = now.getTime() + KYC_SESSION_TTL_MS;
  const claims: KycSessionClaims = { u: userId, t: partition.tenantId, e: partition.environmentId, p: provider, exp };
  if (opts.returnUrl) claims.r = opts.returnUrl;
  if (opts.invite) Object.assign(claims, { x: opts.invite.transactionId, ie: opts.invite.expiresAt });
  const sessionToken = signToken(secret, PURPOSE, claims, PREFIX);
  return { sessionToken, url: `${publicUrl}/verify/${sessionToken}`, expiresAt: new Date(exp).toISOString() };
}

export function readKycSession(secret: string, token: string, now: Date): TokenCheck<KycSessionClaims> {
  const check = verifyToken<KycSessionClaims>(secret, PURPOSE, token, now.getTime(), PREFIX);
  if (!check.ok) return check;
  const c = check.payload;
  const optional = (v: unknown, type: 'string' | 'number') => v === undefined || typeof v === type;
  if ([c.u, c.t, c.e, c.p].some((v) => typeof v !== 'string') || !optional(c.r, 'string') || !optional(c.x, 'string') || !optional(c.ie, 'number')) {
    return { ok: false, reason: 'invalid' };
  }
  return check;
}
