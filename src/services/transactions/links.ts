/** Hosted-page links: the counterparty's invite and a party's short-lived link to its page, as signed tokens. */
import { signToken, verifyToken, type TokenCheck } from '../../lib/signed-token.ts';
import type { TransactionRow } from './types.ts';

export const INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const PARTY_LINK_TTL_MS = 60 * 60 * 1000;

/** Invite: for the counterparty of one transaction, 14 days (decisions §7). */
export interface InviteClaims {
  x: string;
  u: string;
  t: string;
  e: string;
  exp: number;
}

/**
 * Party link: one user's access to one transaction's party page, short-lived. `m: 1` marks a link the service mailed
 * to the party's address on file (decisions §13): only through such a link does evidence in a managed dispute count
 * as the party's own. Every other link passed through the tenant's hands (the party-links API, an invitation or a
 * verification session the API returned), so the tenant could use it itself.
 */
export interface PartyClaims extends InviteClaims {
  m?: 1;
}

const INVITE_PURPOSE = 'transaction-invite';
const PARTY_PURPOSE = 'transaction-party';

export function signInvite(secret: string, claims: InviteClaims): string {
  return signToken(secret, INVITE_PURPOSE, claims, 'inv_');
}

export function readInvite(secret: string, token: string, now: Date): TokenCheck<InviteClaims> {
  return checkClaims(verifyToken<InviteClaims>(secret, INVITE_PURPOSE, token, now.getTime(), 'inv_'));
}

export function signPartyLink(
  secret: string,
  publicUrl: string,
  row: TransactionRow,
  userId: string,
  now: Date,
  opts: { mailed?: boolean } = {},
): { url: string; expiresAt: string } {
  const exp = now.getTime() + PARTY_LINK_TTL_MS;
  const claims: PartyClaims = { x: row.id, u: userId, t: row.tenantId, e: row.environmentId, exp, ...(opts.mailed ? { m: 1 } : {}) };
  const party = signToken(secret, PARTY_PURPOSE, claims);
  return { url: `${publicUrl}/t/${row.token}?party=${encodeURIComponent(party)}`, expiresAt: new Date(exp).toISOString() };
}

export function readPartyLink(secret: string, party: string, now: Date): TokenCheck<PartyClaims> {
  return checkClaims(verifyToken<PartyClaims>(secret, PARTY_PURPOSE, party, now.getTime()));
}

function checkClaims<T extends InviteClaims>(check: TokenCheck<T>): TokenCheck<T> {
  if (check.ok && [check.payload.x, check.payload.u, check.payload.t, check.payload.e].some((v) => typeof v !== 'string'))
    return { ok: false, reason: 'invalid' };
  return check;
}
