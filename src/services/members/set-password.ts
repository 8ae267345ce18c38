/**
 * A member's one-time set-password link (mailed to the invited address, or
 * printed by the operator's CLI): joining the organisation with it. The link
 * proves the mailbox (decisions §13); the address becomes a member only now.
 * A new address sets the password of its new dashboard account; an address
 * that already has one (a member of another organisation) confirms with that
 * account's password, so a leaked link cannot take an account over.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { dashboardAccounts, members } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import { memberActor, recordAudit } from '../audit.ts';
import { withTenantStatus, type MemberRow } from './members.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, type ScryptCost } from './passwords.ts';
import { revokeMemberSessions } from './sessions.ts';
import { checkAccountPassword, type DeviceKey } from './sign-in.ts';

/** Whether a database error is a unique-index violation (both drivers report SQLSTATE 23505, possibly as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

const LINK_GONE = 'This set-password link is invalid, used or expired; ask an admin for a new one.';

const liveToken = (digest: string, now: Date) =>
  and(eq(members.passwordTokenHash, digest), gt(members.passwordTokenExpiresAt, now), eq(members.status, 'active'), isNull(members.accountId));

/** The invitation a link names, with its organisation's status and whether the address already has a dashboard account. */
export async function invitationByToken(db: Db, token: string, now: Date): Promise<{ member: MemberRow; tenantStatus: string; hasAccount: boolean } | null> {
  if (!token) return null;
  const [found] = await withTenantStatus(db).where(liveToken(sha256Hex(token), now));
  if (!found) return null;
  const [account] = await db.select({ id: dashboardAccounts.id }).from(dashboardAccounts).where(eq(dashboardAccounts.emailKey, found.member.emailKey));
  return { ...found, hasAccount: Boolean(account) };
}

/**
 * Uses a one-time link: attaches the address's dashboard account (made now
 * with `password`, or an existing one whose password `password` must be),
 * clears the token, marks the membership joined. The token is looked up
 * first, so a wrong one costs no password hashing (decisions §12).
 * `cost`: AppDeps.passwordCost (production's when absent).
 */
export async function setPasswordWithToken(
  db: Db,
  token: string,
  password: string,
  now: Date,
  cost?: ScryptCost,
  client: { keys?: DeviceKey; ip?: string | null; deviceToken?: string } = {},
): Promise<MemberRow> {
  const found = await invitationByToken(db, token, now);
  if (!found) throw new AppError('invalid_state', { param: 'token', message: LINK_GONE });
  if (found.tenantStatus !== 'active') throw new AppError('tenant_closed');
  const invited = found.member;
  let accountId: string;
  let created = false;
  if (found.hasAccount) {
    const attempt = { email: invited.email, password, ip: client.ip ?? null, deviceToken: client.deviceToken };
    accountId = (await checkAccountPassword(db, client.keys ?? { deviceKey: '' }, attempt, now, cost)).account.id;
  } else {
    checkPasswordPolicy(password);
    const hash = await hashPassword(password, cost);
    const [account] = await db
      .insert(dashboardAccounts)
      .values({ id: newId('dashboardAccount'), email: invited.email, emailKey: invited.emailKey, passwordHash: hash, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: dashboardAccounts.id });
    // Another of the address's invitations made the account a moment ago: join with it, like any existing account.
    if (!account) return setPasswordWithToken(db, token, password, now, cost, client);
    accountId = account.id;
    created = true;
  }
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(members)
      .set({ accountId, passwordTokenHash: null, passwordTokenExpiresAt: null, claimedAt: invited.claimedAt ?? now, updatedAt: now })
      .where(and(eq(members.id, invited.id), liveToken(sha256Hex(token), now)))
      .returning();
    if (!member) throw new AppError('invalid_state', { param: 'token', message: LINK_GONE });
    await revokeMemberSessions(tx, member.id, now);
    const entry = { tenantId: member.tenantId, action: created ? 'member.password_set' : 'member.joined', targetType: 'member', targetId: member.id };
    await recordAudit(tx, memberActor({ ...member, memberId: member.id }), entry, now);
    return member;
  });
}

export function checkPasswordPolicy(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new AppError('validation_failed', {
      param: 'password',
      details: [{ path: 'password', message: `Passwords are ${PASSWORD_MIN}–${PASSWORD_MAX} characters.` }],
    });
  }
}
