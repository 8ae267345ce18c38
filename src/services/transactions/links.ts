/**
 * Hosted-page links: the counterparty's invite and a party's short-lived link to its page, as signed tokens. Both
 * expire on their transaction's time (time.ts): a sandbox test clock advanced past an invite's 14 days expires it.
 */
import type { DbOrTx } from '../../db/query.ts';
import { signToken, verifySignature, type TokenCheck } from '../../lib/signed-token.ts';
import { rowTime } from './time.ts';
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
  /** The transaction's test clock, whose time `exp` is on; absent for real time (links made before clocks have none). */
  k?: string;
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

/** `now` is the real time; the expiry is checked against the invite's transaction's time. */
export function readInvite(db: DbOrTx, secret: string, token: string, now: Date): Promise<TokenCheck<InviteClaims>> {
  return expiryOnItsClock(db, checkClaims(verifySignature<InviteClaims>(secret, INVITE_PURPOSE, token, 'inv_')), now);
}

/** `now` is the transaction's time (`rowTime`). */
export function signPartyLink(
  secret: string,
  publicUrl: string,
  row: TransactionRow,
  userId: string,
  now: Date,
  opts: { mailed?: boolean } = {},
): { url: string; expiresAt: string } {
  const exp = now.getTime() + PARTY_LINK_TTL_MS;
  const claims: PartyClaims = {
    x: row.id,
    u: userId,
    t: row.tenantId,
    e: row.environmentId,
    exp,
    ...(row.testClockId ? { k: row.testClockId } : {}),
    ...(opts.mailed ? { m: 1 } : {}),
  };
  const party = signToken(secret, PARTY_PURPOSE, claims);
  return { url: `${publicUrl}/t/${row.token}?party=${encodeURIComponent(party)}`, expiresAt: new Date(exp).toISOString() };
}

export function readPartyLink(db: DbOrTx, secret: string, party: string, now: Date): Promise<TokenCheck<PartyClaims>> {
  return expiryOnItsClock(db, checkClaims(verifySignature<PartyClaims>(secret, PARTY_PURPOSE, party)), now);
}

function checkClaims<T extends InviteClaims>(check: TokenCheck<T>): TokenCheck<T> {
  const p = check.ok ? check.payload : undefined;
  if (p && ([p.x, p.u, p.t, p.e].some((v) => typeof v !== 'string') || (p.k !== undefined && typeof p.k !== 'string'))) return { ok: false, reason: 'invalid' };
  return check;
}

/** A verified link's expiry against its transaction's time: its test clock's (named in the signed claims), else `now`. */
async function expiryOnItsClock<T extends InviteClaims>(db: DbOrTx, check: TokenCheck<T>, now: Date): Promise<TokenCheck<T>> {
  if (!check.ok) return check;
  const at = await rowTime(db, { testClockId: check.payload.k ?? null }, now);
  return at.getTime() >= check.payload.exp ? { ok: false, reason: 'expired', payload: check.payload } : check;
}
