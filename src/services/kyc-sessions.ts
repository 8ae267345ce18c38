import { signToken, verifyToken, type TokenCheck } from '../lib/signed-token.ts';
import type { Partition } from './events.ts';

export const KYC_SESSION_TTL_MS = 15 * 60 * 1000;
const PURPOSE = 'kyc-session';
const PREFIX = 'vs_';

/** What a verification session token binds: the user, tenant, environment and provider. */
export interface KycSessionClaims {
  u: string;
  t: string;
  e: string;
  p: string;
  exp: number;
}

export interface KycSession {
  sessionToken: string;
  url: string;
  expiresAt: string;
}

export function issueKycSession(secret: string, publicUrl: string, partition: Partition, userId: string, provider: string, now: Date): KycSession {
  const exp = now.getTime() + KYC_SESSION_TTL_MS;
  const claims: KycSessionClaims = { u: userId, t: partition.tenantId, e: partition.environmentId, p: provider, exp };
  const sessionToken = signToken(secret, PURPOSE, claims, PREFIX);
  return { sessionToken, url: `${publicUrl}/verify/${sessionToken}`, expiresAt: new Date(exp).toISOString() };
}

export function readKycSession(secret: string, token: string, now: Date): TokenCheck<KycSessionClaims> {
  const check = verifyToken<KycSessionClaims>(secret, PURPOSE, token, now.getTime(), PREFIX);
  if (check.ok && [check.payload.u, check.payload.t, check.payload.e, check.payload.p].some((v) => typeof v !== 'string')) {
    return { ok: false, reason: 'invalid' };
  }
  return check;
}
