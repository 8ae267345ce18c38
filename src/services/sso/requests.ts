/**
 * One-time SSO state in `sso_requests` (OIDC state, SAML request and
 * assertion ids, verified SAML answers, pending links): saved, peeked, and
 * consumed atomically, so each is used once and only while live.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { ssoRequests } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';

/** OIDC state and SAML AuthnRequests are valid for 10 minutes. */
export const SSO_REQUEST_TTL_MS = 10 * 60 * 1000;

export async function saveSsoRequest(
  db: DbOrTx,
  row: { id: string; tenantId: string; kind: (typeof ssoRequests.$inferInsert)['kind']; data?: Record<string, unknown>; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(ssoRequests)
    .values({ ...row, data: row.data ?? {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: ssoRequests.id });
  return inserted.length === 1;
}

export async function peekSsoRequest(db: DbOrTx, id: string, kind: (typeof ssoRequests.$inferInsert)['kind']) {
  const [row] = await db
    .select()
    .from(ssoRequests)
    .where(and(eq(ssoRequests.id, id), eq(ssoRequests.kind, kind)));
  return row ?? null;
}

/** Marks a request used, atomically: only one caller gets the row, and only while it is live. */
export async function consumeSsoRequest(db: DbOrTx, id: string, kind: (typeof ssoRequests.$inferInsert)['kind'], now: Date) {
  const [row] = await db
    .update(ssoRequests)
    .set({ consumedAt: now })
    .where(and(eq(ssoRequests.id, id), eq(ssoRequests.kind, kind), isNull(ssoRequests.consumedAt), gt(ssoRequests.expiresAt, now)))
    .returning();
  return row ?? null;
}

export const oidcStateId = (state: string) => `oidc_${sha256Hex(state)}`;
export const samlRequestId = (tenantId: string, requestId: string) => `samlreq_${sha256Hex(`${tenantId}|${requestId}`)}`;
export const samlAssertionId = (tenantId: string, assertionId: string) => `samlasrt_${sha256Hex(`${tenantId}|${assertionId}`)}`;
