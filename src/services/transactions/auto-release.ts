/**
 * The timeline job (issue 23): the `transaction.inspection_ending` reminder
 * 24 hours before a funded transaction's deadline, and the release when the
 * deadline has passed with no open dispute (a disputed transaction is no
 * longer `funded`) and no pending request. Run by the background loop
 * (src/jobs.ts) in every worker process: each round claims due rows with
 * FOR UPDATE SKIP LOCKED, so several workers share the work and each
 * reminder and release happens once.
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/query.ts';
import { environments, tenants, transactions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventType } from '../event-types.ts';
import { recordEvent } from '../events.ts';
import { autoReleaseRule, INSPECTION_REMINDER_MS } from './timeline.ts';
import { settle } from './transitions.ts';

export const INSPECTION_ENDING_EVENT = 'transaction.inspection_ending' satisfies EventType;

/** A due release that a gate refused (sanctions hold, disabled party) is tried again this much later. */
export const AUTO_RELEASE_RETRY_MS = 60 * 60 * 1000;
/** Rows claimed per database transaction. */
export const TIMELINE_BATCH = 100;

export interface TimelineOptions {
  batch?: number;
  logger?: { warn(obj: object, msg: string): void };
}

/** One round: reminders, then releases. Returns how many transactions it acted on (the poll loop goes again at once while above 0). */
export async function runTimeline(db: Db, clock: Clock, options: TimelineOptions = {}): Promise<number> {
  const batch = options.batch ?? TIMELINE_BATCH;
  const reminded = await sendInspectionReminders(db, clock.now(), batch);
  return reminded + (await releaseDue(db, clock.now(), batch, options.logger));
}

/** Funded, with a deadline, in an open tenant and an enabled environment: a closed tenant or disabled environment holds its clock. */
const liveFunded = and(
  eq(transactions.status, 'funded'),
  isNotNull(transactions.autoReleaseAt),
  eq(environments.status, 'active'),
  eq(tenants.status, 'active'),
);

function claimFunded(tx: Tx, where: ReturnType<typeof and>, batch: number) {
  return tx
    .select({
      id: transactions.id,
      tenantId: transactions.tenantId,
      environmentId: transactions.environmentId,
      timeline: transactions.timeline,
      autoReleaseAt: transactions.autoReleaseAt,
    })
    .from(transactions)
    .innerJoin(environments, and(eq(environments.id, transactions.environmentId), eq(environments.tenantId, transactions.tenantId)))
    .innerJoin(tenants, eq(tenants.id, transactions.tenantId))
    .where(and(liveFunded, where))
    .orderBy(asc(transactions.autoReleaseAt))
    .limit(batch)
    .for('update', { of: transactions, skipLocked: true });
}

/**
 * `transaction.inspection_ending` once per transaction, from 24 hours before the deadline until
 * it: a timeline shorter than a day gets it at the first round after funding, and a deadline
 * already passed gets the release instead. A pending request does not hold the reminder.
 */
export async function sendInspectionReminders(db: Db, now: Date, batch: number = TIMELINE_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const due = and(
      isNull(transactions.inspectionReminderSentAt),
      gt(transactions.autoReleaseAt, now),
      lte(transactions.autoReleaseAt, new Date(now.getTime() + INSPECTION_REMINDER_MS)),
    );
    const claimed = await claimFunded(tx, due, batch);
    for (const row of claimed) {
      await tx.update(transactions).set({ inspectionReminderSentAt: now }).where(eq(transactions.id, row.id));
      await recordEvent(tx, row, INSPECTION_ENDING_EVENT, {
        transactionId: row.id,
        status: 'funded',
        autoReleaseAt: row.autoReleaseAt!.toISOString(),
        deliveryDays: row.timeline.deliveryDays ?? 0,
        inspectionDays: row.timeline.inspectionDays ?? 0,
      });
    }
    return claimed.length;
  });
}

/**
 * Release what is due through `settle`, as a manual release (same transition, gates, event and
 * webhooks) marked `auto_release`. Each release runs in a savepoint: one a gate refuses is rolled
 * back alone and waits AUTO_RELEASE_RETRY_MS; a pending request keeps a row out of the claim until
 * it is withdrawn or answered.
 */
export async function releaseDue(db: Db, now: Date, batch: number = TIMELINE_BATCH, logger?: TimelineOptions['logger']): Promise<number> {
  return db.transaction(async (tx) => {
    const due = and(
      lte(transactions.autoReleaseAt, now),
      or(isNull(transactions.autoReleaseRetryAt), lte(transactions.autoReleaseRetryAt, now)),
      or(isNull(transactions.settlementRequest), sql`${transactions.settlementRequest}->>'status' <> 'pending'`),
    );
    const claimed = await claimFunded(tx, due, batch);
    for (const row of claimed) {
      try {
        await settle(tx, row, row.id, 'release', now, { autoRelease: autoReleaseRule(row.timeline, row.autoReleaseAt!) });
      } catch (err) {
        logger?.warn({ err, transactionId: row.id }, 'auto-release refused; trying again later');
        await tx
          .update(transactions)
          .set({ autoReleaseRetryAt: new Date(now.getTime() + AUTO_RELEASE_RETRY_MS) })
          .where(eq(transactions.id, row.id));
      }
    }
    return claimed.length;
  });
}
