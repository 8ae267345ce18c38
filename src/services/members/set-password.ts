/**
 * A member's one-time set-password link (created with the member, or anew by
 * the CLI): the password policy, and using the token once.
 */
import { and, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/query.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { memberActor, recordAudit } from '../audit.ts';
import { withTenantStatus, type MemberRow } from './members.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, type ScryptCost } from './passwords.ts';
import { revokeMemberSessions } from './sessions.ts';

/** Whether a database error is a unique-index violation (both drivers report SQLSTATE 23505, possibly as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

const EMAIL_TAKEN = 'This email address already has a dashboard account in another organization; an address can belong to one organization only.';
const LINK_GONE = 'This set-password link is invalid, used or expired; ask an admin for a new one.';

/**
 * Uses a one-time token: sets the password, clears the token, claims the
 * email, ends the member's other sessions. The token is looked up first, so a
 * wrong one costs no password hashing (decisions §12). `cost`: AppDeps.passwordCost (production's when absent).
 */
export async function setPasswordWithToken(db: Db, token: string, password: string, now: Date, cost?: ScryptCost): Promise<MemberRow> {
  checkPasswordPolicy(password);
  const digest = sha256Hex(token);
  const live = and(eq(members.passwordTokenHash, digest), gt(members.passwordTokenExpiresAt, now), eq(members.status, 'active'));
  const [found] = await withTenantStatus(db).where(live);
  if (!found) throw new AppError('invalid_state', { param: 'token', message: LINK_GONE });
  if (found.tenantStatus !== 'active') throw new AppError('tenant_closed');
  const elsewhere = and(eq(members.emailKey, found.member.emailKey), isNotNull(members.claimedAt), ne(members.id, found.member.id));
  const claimedElsewhere = async (tx: DbOrTx) => (await tx.select({ id: members.id }).from(members).where(elsewhere)).length > 0;
  if (await claimedElsewhere(db)) throw new AppError('invalid_state', { param: 'email', message: EMAIL_TAKEN });
  const hash = await hashPassword(password, cost);
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .update(members)
        .set({ passwordHash: hash, passwordTokenHash: null, passwordTokenExpiresAt: null, claimedAt: found.member.claimedAt ?? now, updatedAt: now })
        .where(and(eq(members.id, found.member.id), live))
        .returning();
      if (!member) throw new AppError('invalid_state', { param: 'token', message: LINK_GONE });
      await revokeMemberSessions(tx, member.id, now);
      const entry = { tenantId: member.tenantId, action: 'member.password_set', targetType: 'member', targetId: member.id };
      await recordAudit(tx, memberActor({ ...member, memberId: member.id }), entry, now);
      return member;
    });
  } catch (error) {
    // Another organization's member claimed the address between the check and the update.
    if (isUniqueViolation(error)) throw new AppError('invalid_state', { param: 'email', message: EMAIL_TAKEN });
    throw error;
  }
}

export function checkPasswordPolicy(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new AppError('validation_failed', {
      param: 'password',
      details: [{ path: 'password', message: `Passwords are ${PASSWORD_MIN}–${PASSWORD_MAX} characters.` }],
    });
  }
}
