/**
 * Password reset proven by the mailbox (issue 30 audit): the owner of an
 * address takes its dashboard account back with a one-time link mailed to
 * that address, built like the unlock link (unlock.ts). It is also the way
 * out for an address whose account someone else created before links were
 * mailed (migration 0018 → 0022): the new password replaces theirs and every
 * session of the account ends. The operator's CLI can do the same for an
 * address (`members reset-account`), printing the link instead of mailing it.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/query.ts';
import { dashboardAccounts, members, memberSessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { CLI_ACTOR, memberActor, recordAudit, type Actor } from '../audit.ts';
import { renderEmail } from '../emails/layout.ts';
import { passwordResetContent } from '../emails/member-messages.ts';
import { enqueueEmail, type EmailSettings } from '../emails/outbox.ts';
import { normalizeEmail } from '../user-input.ts';
import { hashPassword, type ScryptCost } from './passwords.ts';
import { checkPasswordPolicy } from './set-password.ts';
import type { AccountRow } from './sign-in.ts';
import { clearAccountLock } from './throttle.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** A link the operator prints is handed over by a person, so it lasts a day. */
export const OPERATOR_RESET_TTL_MS = 24 * 60 * 60 * 1000;
/** One reset message per account per 10 minutes, however often it is asked for (no mail flood). */
export const RESET_RESEND_MS = 10 * 60 * 1000;

const LINK_GONE = 'This password-reset link is invalid, used or expired; ask for a new one.';
const newResetToken = () => `pwr_${randomBytes(32).toString('base64url')}`;

export function passwordResetUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/dashboard/reset-password?token=${encodeURIComponent(token)}`;
}

/** Mails a fresh reset link when the address has a dashboard account and none was mailed in the last 10 minutes. Returns whether it did. */
export async function requestPasswordReset(db: Db, settings: EmailSettings, publicUrl: string, email: string, now: Date): Promise<boolean> {
  const normalized = normalizeEmail(email);
  if (!normalized) return false;
  const token = newResetToken();
  const recent = now.getTime() + RESET_TTL_MS - RESET_RESEND_MS;
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(dashboardAccounts).where(eq(dashboardAccounts.emailKey, normalized.emailKey)).for('update');
    if (!account) return false;
    // A link mailed in the last 10 minutes blocks another; an operator's (longer) link does not, and the new one replaces it.
    const pending = account.resetTokenExpiresAt?.getTime();
    if (pending !== undefined && pending > recent && pending <= now.getTime() + RESET_TTL_MS) return false;
    await tx
      .update(dashboardAccounts)
      .set({ resetTokenHash: sha256Hex(token), resetTokenExpiresAt: new Date(now.getTime() + RESET_TTL_MS), updatedAt: now })
      .where(eq(dashboardAccounts.id, account.id));
    await enqueueEmail(
      tx,
      settings,
      {
        audience: 'member',
        template: 'member.password_reset',
        tenantId: null,
        environmentId: null,
        to: { address: account.email },
        rendered: renderEmail(passwordResetContent({ url: passwordResetUrl(publicUrl, token) }), { name: 'Escrow dashboard' }, { test: false }),
      },
      now,
    );
    return true;
  });
}

const liveReset = (digest: string, now: Date) => and(eq(dashboardAccounts.resetTokenHash, digest), gt(dashboardAccounts.resetTokenExpiresAt, now));

/** The account a live reset link names (the page shows its form only for one). */
export async function accountByResetToken(db: Db, token: string, now: Date): Promise<AccountRow | null> {
  if (!/^pwr_[\w-]{20,100}$/.test(token)) return null;
  const [account] = await db
    .select()
    .from(dashboardAccounts)
    .where(liveReset(sha256Hex(token), now));
  return account ?? null;
}

/**
 * Uses a reset link once: the account gets `password`, every session of its
 * memberships ends, its lock and pending unlock link are cleared, and each
 * organisation it belongs to records the reset. The link is looked up before
 * any password hashing (decisions §12); 409 `invalid_state` when it is
 * unknown, used or expired.
 */
export async function resetPasswordWithToken(db: Db, token: string, password: string, now: Date, cost?: ScryptCost): Promise<AccountRow> {
  if (!(await accountByResetToken(db, token, now))) throw new AppError('invalid_state', { param: 'token', message: LINK_GONE });
  checkPasswordPolicy(password);
  const passwordHash = await hashPassword(password, cost);
  const account = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(dashboardAccounts)
      .set({ passwordHash, resetTokenHash: null, resetTokenExpiresAt: null, unlockTokenHash: null, unlockTokenExpiresAt: null, updatedAt: now })
      .where(liveReset(sha256Hex(token), now))
      .returning();
    if (!updated) throw new AppError('invalid_state', { param: 'token', message: LINK_GONE });
    await endAccountSessions(tx, updated, (m) => memberActor({ ...m, memberId: m.id }), 'member.password_reset', now);
    return updated;
  });
  await clearAccountLock(db, account.emailKey);
  return account;
}

/**
 * The operator's reset of an address's account (`members reset-account`):
 * the password is replaced by an unknown one, every session ends, each
 * organisation records it, and a one-time reset link (24 hours) is returned
 * for the operator to hand to the owner of the mailbox. 404 when the address
 * has no dashboard account.
 */
export async function resetAccountByOperator(db: Db, email: string, now: Date, cost?: ScryptCost): Promise<{ account: AccountRow; resetToken: string }> {
  const normalized = normalizeEmail(email);
  if (!normalized) throw new AppError('validation_failed', { param: 'email', message: 'Not an email address.' });
  const resetToken = newResetToken();
  // A real hash of a secret nobody holds: the old password stops working and sign-in costs the same as before.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'), cost);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(dashboardAccounts)
      .set({
        passwordHash,
        resetTokenHash: sha256Hex(resetToken),
        resetTokenExpiresAt: new Date(now.getTime() + OPERATOR_RESET_TTL_MS),
        unlockTokenHash: null,
        unlockTokenExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(dashboardAccounts.emailKey, normalized.emailKey))
      .returning();
    if (!account) throw new AppError('not_found', { param: 'email', message: 'No dashboard account has this address.' });
    await endAccountSessions(tx, account, () => CLI_ACTOR, 'member.account_reset', now);
    return { account, resetToken };
  });
}

/** Ends the sessions of every membership the account signs in to and records `action` in each of their organisations. */
async function endAccountSessions(tx: Tx, account: AccountRow, actor: (m: typeof members.$inferSelect) => Actor, action: string, now: Date): Promise<void> {
  const joined = await tx.select().from(members).where(eq(members.accountId, account.id));
  if (joined.length === 0) return;
  await tx
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(
      and(
        inArray(
          memberSessions.memberId,
          joined.map((m) => m.id),
        ),
        isNull(memberSessions.revokedAt),
      ),
    );
  for (const m of joined) await recordAudit(tx, actor(m), { tenantId: m.tenantId, action, targetType: 'member', targetId: m.id }, now);
}
