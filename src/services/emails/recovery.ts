/**
 * A party replaces its lost or expired link itself (decisions §13): it gives
 * its email on the expired-link page (scope: that transaction) or on a
 * marketplace's generic page (scope: its open transactions in that
 * environment), and a fresh link goes to the address on file. The caller
 * answers the same for every address before this runs (lib/deferred.ts), so
 * nothing here can be seen in the answer or its timing. Old links keep their
 * own expiry. At most RECOVERY_PER_ADDRESS messages per address an hour,
 * however many requests arrive at once: one address's requests take turns
 * (an advisory lock on it) from counting its recent messages to queuing.
 */
import { and, desc, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { emails, environments, tenants, transactions, users } from '../../db/schema/index.ts';
import { formatMoney } from '../../lib/currency.ts';
import { INVITE_TTL_MS } from '../transactions/links.ts';
import { TERMINAL_STATUSES } from '../transactions/state-machine.ts';
import { rowTime } from '../transactions/time.ts';
import type { TransactionRow } from '../transactions/types.ts';
import { normalizeEmail } from '../user-input.ts';
import { renderEmail } from './layout.ts';
import { enqueueEmail } from './outbox.ts';
import type { ComposeDeps } from './compose.ts';
import { emailPresentations, inviteUrl, partyUrl } from './compose.ts';

export const RECOVERY_PER_ADDRESS = 3;
export const RECOVERY_WINDOW_MS = 60 * 60 * 1000;
/** From a generic page, at most this many transactions (the newest open ones) get a link. */
export const RECOVERY_MAX_TRANSACTIONS = 5;
/** The first key of the per-address advisory lock (two-int keys never meet the one-bigint keys used elsewhere). */
const RECOVERY_LOCK_CLASS = 0x7265636f; // 'reco'

/** What the form named: one transaction (its public `tokn_` reference) or a marketplace's environment. */
export type RecoveryScope = { transactionToken: string } | { environmentId: string };

/** Mails a fresh link for each matching transaction; returns how many messages it stored. */
export async function recoverPartyLinks(db: DbOrTx, deps: ComposeDeps, email: string, scope: RecoveryScope, now: Date): Promise<number> {
  const normalized = normalizeEmail(email);
  if (!normalized) return 0;
  const where =
    'transactionToken' in scope
      ? eq(transactions.token, scope.transactionToken)
      : and(eq(transactions.environmentId, scope.environmentId), notInArray(transactions.status, [...TERMINAL_STATUSES]));
  const found = await db
    .select({ row: transactions, user: { id: users.id, name: users.name, email: users.email } })
    .from(transactions)
    .innerJoin(users, and(eq(users.environmentId, transactions.environmentId), or(eq(users.id, transactions.sellerId), eq(users.id, transactions.buyerId))))
    .innerJoin(environments, eq(environments.id, transactions.environmentId))
    .innerJoin(tenants, eq(tenants.id, transactions.tenantId))
    .where(and(where, eq(users.emailKey, normalized.emailKey), eq(environments.status, 'active'), eq(tenants.status, 'active')))
    .orderBy(desc(transactions.id))
    .limit(RECOVERY_MAX_TRANSACTIONS);
  if (found.length === 0) return 0;
  const envIds = [...new Set(found.map((f) => f.row.environmentId))];
  const presentations = await emailPresentations(db, envIds, deps.publicUrl);
  return db.transaction(async (tx) => {
    // Parallel requests for one address each passed the count before any had queued (issue 30): they take turns here.
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(RECOVERY_LOCK_CLASS))}, hashtext(${normalized.emailKey}))`);
    const since = new Date(now.getTime() - RECOVERY_WINDOW_MS);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(emails)
      .where(
        and(
          inArray(emails.environmentId, envIds),
          eq(emails.template, 'link.recovery'),
          eq(emails.toAddress, found[0]!.user.email),
          gt(emails.createdAt, since),
        ),
      );
    let budget = RECOVERY_PER_ADDRESS - Number(recent?.n ?? 0);
    let stored = 0;
    for (const { row, user } of found) {
      if (budget-- <= 0) break;
      const role = row.sellerId === user.id ? 'seller' : 'buyer';
      const presentation = presentations.get(row.environmentId)!;
      // The new link expires on the transaction's time (a sandbox test clock's, if it is on one); the throttle and the outbox stay on real time.
      const at = await rowTime(tx, row, now);
      const url = row.status === 'invited' && role !== row.initiator ? inviteUrl(deps, row, at.getTime() + INVITE_TTL_MS) : partyUrl(deps, row, role, at);
      await enqueueEmail(
        tx,
        deps.settings,
        {
          audience: 'party',
          template: 'link.recovery',
          tenantId: row.tenantId,
          environmentId: row.environmentId,
          transactionId: row.id,
          userId: user.id,
          to: { address: user.email, name: user.name },
          rendered: renderEmail(recoveryContent(row, user.name, presentation.name, url), presentation, { test: !presentation.live }),
        },
        now,
      );
      stored++;
    }
    return stored;
  });
}

function recoveryContent(row: TransactionRow, name: string, marketplace: string, url: string) {
  return {
    subject: `Your new link — ${row.title}`,
    greeting: `Hello ${name},`,
    paragraphs: [`You asked for a new link to your escrow transaction on ${marketplace}: ${row.title}, ${formatMoney(row.amount, row.currency)}.`],
    facts: [] as [string, string][],
    action: { label: 'Open your transaction', url, note: 'This link is yours alone. If you did not ask for it, ignore this message: nobody else received it.' },
    reason: 'You receive this because someone asked for a new link for this address on the transaction page.',
  };
}
