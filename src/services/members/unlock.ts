/**
 * Unlock by email (issue 30 #6): a member locked out by the account-wide
 * login ceiling asks for a link to their mailbox; opening it lifts the lock
 * and gives that browser the account's device cookie, so further guessing
 * from elsewhere no longer keeps them out. Asking answers the same whether
 * or not the address has an account (the caller defers the work).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { dashboardAccounts } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { renderEmail } from '../emails/layout.ts';
import { unlockContent } from '../emails/member-messages.ts';
import { enqueueEmail, type EmailSettings } from '../emails/outbox.ts';
import { normalizeEmail } from '../user-input.ts';
import type { AccountRow } from './sign-in.ts';
import { clearAccountLock } from './throttle.ts';

export const UNLOCK_TTL_MS = 60 * 60 * 1000;
/** One unlock message per account per 10 minutes, however often it is asked for (no mail flood). */
export const UNLOCK_RESEND_MS = 10 * 60 * 1000;

export function unlockUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/dashboard/unlock?token=${encodeURIComponent(token)}`;
}

/** Mails a fresh unlock link when the address has a dashboard account and none was mailed in the last 10 minutes. Returns whether it did. */
export async function requestUnlock(db: Db, settings: EmailSettings, publicUrl: string, email: string, now: Date): Promise<boolean> {
  const normalized = normalizeEmail(email);
  if (!normalized) return false;
  const token = `unl_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + UNLOCK_TTL_MS);
  const recent = new Date(now.getTime() + UNLOCK_TTL_MS - UNLOCK_RESEND_MS);
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(dashboardAccounts).where(eq(dashboardAccounts.emailKey, normalized.emailKey)).for('update');
    if (!account || (account.unlockTokenExpiresAt && account.unlockTokenExpiresAt > recent)) return false;
    await tx
      .update(dashboardAccounts)
      .set({ unlockTokenHash: sha256Hex(token), unlockTokenExpiresAt: expiresAt, updatedAt: now })
      .where(eq(dashboardAccounts.id, account.id));
    await enqueueEmail(
      tx,
      settings,
      {
        audience: 'member',
        template: 'member.unlock',
        tenantId: null,
        environmentId: null,
        to: { address: account.email },
        rendered: renderEmail(unlockContent({ url: unlockUrl(publicUrl, token) }), { name: 'Escrow dashboard' }, { test: false }),
      },
      now,
    );
    return true;
  });
}

/** Uses an unlock link once: the account's lock and failure counts are cleared. Null when the link is unknown, used or expired. */
export async function useUnlockToken(db: Db, token: string, now: Date): Promise<AccountRow | null> {
  if (!/^unl_[\w-]{20,100}$/.test(token)) return null;
  const [account] = await db
    .update(dashboardAccounts)
    .set({ unlockTokenHash: null, unlockTokenExpiresAt: null, updatedAt: now })
    .where(and(eq(dashboardAccounts.unlockTokenHash, sha256Hex(token)), gt(dashboardAccounts.unlockTokenExpiresAt, now)))
    .returning();
  if (!account) return null;
  await clearAccountLock(db, account.emailKey);
  return account;
}
