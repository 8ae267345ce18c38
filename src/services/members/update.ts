/**
 * Changes to a tenant's dashboard members made by someone else (an owner or
 * admin in the dashboard). Creating a member is `createMember` (members.ts);
 * the member's own side is in sessions.ts, sign-in.ts and set-password.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { members, type MEMBER_STATUSES, type MemberRole } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { actorTenant, recordAudit, type Actor } from '../audit.ts';
import { memberAudit, type MemberRow } from './members.ts';
import { revokeMemberSessions } from './sessions.ts';
import { checkOwnerRule } from '../roles.ts';
import { confirmSsoLink } from '../sso/linking.ts';

/** The member a change names, locked; a member acting reaches only its own tenant's members. */
async function lockMember(tx: DbOrTx, id: string, by: Actor): Promise<MemberRow> {
  const tenantId = actorTenant(by);
  const [member] = await tx
    .select()
    .from(members)
    .where(and(eq(members.id, id), tenantId ? eq(members.tenantId, tenantId) : undefined))
    .for('update');
  if (!member) throw notFound(id);
  return member;
}

const notFound = (id: string) => new AppError('not_found', { param: 'id', message: `No such member: ${id}` });

/** The tenant whose members a change touches: the acting member's, else the target's (read without a lock, so owners are locked first). */
async function tenantOfChange(tx: DbOrTx, id: string, by: Actor): Promise<string> {
  const bound = actorTenant(by);
  if (bound) return bound;
  const [row] = await tx.select({ tenantId: members.tenantId }).from(members).where(eq(members.id, id));
  if (!row) throw notFound(id);
  return row.tenantId;
}

async function lockedActiveOwners(tx: DbOrTx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.role, 'owner'), eq(members.status, 'active')))
    .orderBy(asc(members.id))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Change a member's role or status. Only an owner changes an owner or makes
 * one; the last active owner cannot be demoted or disabled; disabling ends the
 * member's sessions at once. Writes `member.updated`.
 */
export async function updateMember(
  db: DbOrTx,
  id: string,
  patch: { role?: MemberRole; status?: (typeof MEMBER_STATUSES)[number] },
  by: Actor,
  now: Date,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const tenantId = await tenantOfChange(tx, id, by);
    // Owners first, then the target: every change to owners takes the same locks in the same order.
    const owners = await lockedActiveOwners(tx, tenantId);
    const before = await lockMember(tx, id, by);
    checkOwnerRule(by, before.role, patch.role);
    const role = patch.role ?? before.role;
    const status = patch.status ?? before.status;
    const losesOwner = before.role === 'owner' && before.status === 'active' && (role !== 'owner' || status !== 'active');
    if (losesOwner && owners.filter((owner) => owner !== before.id).length === 0) {
      throw new AppError('invalid_state', { message: 'This is the last active owner; make another member owner first.' });
    }
    const [after] = await tx.update(members).set({ role, status, updatedAt: now }).where(eq(members.id, before.id)).returning();
    if (status === 'disabled') await revokeMemberSessions(tx, before.id, now);
    const entry = { tenantId: before.tenantId, action: 'member.updated', targetType: 'member', targetId: before.id };
    await recordAudit(tx, by, { ...entry, before: memberAudit(before), after: memberAudit(after!), names: ['email'], skipUnchanged: true }, now);
    return after!;
  });
}

/**
 * Link the single sign-on identity waiting on a member (`ssoLinkRequest`),
 * confirmed by an owner or admin; only an owner confirms for an owner.
 * invalid_state when no request with this subject is waiting.
 */
export async function confirmMemberSsoLink(db: DbOrTx, id: string, subject: string, by: Actor, now: Date): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, id, by);
    checkOwnerRule(by, member.role);
    const linked = await confirmSsoLink(tx, member, subject, by, 'admin', now);
    if (!linked) throw new AppError('invalid_state', { param: 'subject', message: 'No single sign-on link with this subject is waiting for this member.' });
    return linked;
  });
}
