/** Linking an SSO identity to an existing member, once the member's password or an admin confirms it. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/query.ts';
import { members } from '../../db/schema/index.ts';
import { memberActor, recordAudit, type Actor } from '../audit.ts';
import type { MemberRow } from '../members/members.ts';
import { createSession, type SessionRow } from '../members/sessions.ts';
import type { SsoProtocol } from './connections.ts';

/**
 * Links the identity a member asked for, once confirmed — by the member's own
 * password (the link page) or by an admin (`confirmedBy` a member) — and
 * clears the request. False when there is nothing (or something else) to link.
 */
export async function confirmSsoLink(
  tx: DbOrTx,
  member: MemberRow,
  subject: string,
  by: Actor,
  confirmedBy: 'password' | 'admin',
  now: Date,
): Promise<MemberRow | null> {
  const [linked] = await tx
    .update(members)
    .set({ ssoSubject: subject, ssoLinkSubject: null, ssoLinkRequestedAt: null, updatedAt: now })
    .where(and(eq(members.id, member.id), eq(members.ssoLinkSubject, subject), isNull(members.ssoSubject)))
    .returning();
  if (!linked) return null;
  const after = { ssoSubject: subject, confirmedBy };
  await recordAudit(tx, by, { tenantId: member.tenantId, action: 'member.sso_linked', targetType: 'member', targetId: member.id, after }, now);
  return linked;
}

/** The link page's end: the member's own password confirmed the identity (checked by the caller); link it and open a session. */
export async function linkConfirmedByPassword(
  db: Db,
  member: MemberRow,
  subject: string,
  method: SsoProtocol,
  client: { ip: string | null; userAgent: string | null },
  now: Date,
): Promise<{ session: SessionRow; sessionToken: string } | null> {
  return db.transaction(async (tx) => {
    const linked = await confirmSsoLink(tx, member, subject, memberActor({ ...member, memberId: member.id }), 'password', now);
    return linked ? createSession(tx, linked, method, client, now) : null;
  });
}
