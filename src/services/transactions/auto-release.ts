/**
 * The timeline job (issue 23): the `transaction.inspection_ending` reminder
 * 24 hours before a funded transaction's deadline, and the release when the
 * deadline has passed with no open dispute (a disputed transaction is no
 * longer `funded`) and no pending request. Run by the background loop
 * (src/jobs.ts) in every worker process: each round claims due rows with
 * FOR UPDATE SKIP LOCKED, so several workers share the work and each
 * reminder and release happens once.
 *
 * With a real `now` (a Date) a round sees only transactions on no test clock;
 * a test clock's run (src/services/test-clocks/run.ts) calls the same
 * functions with a `ClockStep` and sees only that clock's transactions, at
 * that step's time: the same reminders and releases, the same events.
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/query.ts';
import { environments, tenants, transactions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventType } from '../event-types.ts';
import { recordEvent } from '../events.ts';
import { clockData, clockScope, isClockStep, type Now } from './time.ts';
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
export async function runTimeline(db: DbOrTx, clock: Clock, options: TimelineOptions = {}): Promise<number> {
  const batch = options.batch ?? TIMELINE_BATCH;
  const reminded = await sendInspectionReminders(db, clock.now(), batch);
  return reminded + (await releaseDue(db, clock.now(), batch, options.logger));
}

/** Funded, with a deadline, in an open tenant and an enabled environment: a closed tenant or disabled environment holds its clock. */
export const liveFunded = and(
  eq(transactions.status, 'funded'),
  isNotNull(transactions.autoReleaseAt),
  eq(environments.status, 'active'),
  eq(tenants.status, 'active'),
);

/** What a reminder is due by at `now`: unsent, its deadline still ahead and at most a day away. */
function reminderDue(now: Date) {
  return and(
    isNull(transactions.inspectionReminderSentAt),
    gt(transactions.autoReleaseAt, now),
    lte(transactions.autoReleaseAt, new Date(now.getTime() + INSPECTION_REMINDER_MS)),
  );
}

/** No pending party request: a pending one keeps the transaction out of the release claim until it is withdrawn or answered. */
export const noPendingRequest = or(isNull(transactions.settlementRequest), sql`${transactions.settlementRequest}->>'status' <> 'pending'`);

/** What a release is due by at `now`: the deadline and any retry time passed, no pending request. */
function releaseDueAt(now: Date) {
  return and(lte(transactions.autoReleaseAt, now), or(isNull(transactions.autoReleaseRetryAt), lte(transactions.autoReleaseRetryAt, now)), noPendingRequest);
}

function claimFunded(tx: Tx, where: SQL | undefined, batch: number, skipLocked: boolean) {
  return tx
    .select({
      id: transactions.id,
      tenantId: transactions.tenantId,
      environmentId: transactions.environmentId,
      timeline: transactions.timeline,
      autoReleaseAt: transactions.autoReleaseAt,
      testClockId: transactions.testClockId,
    })
    .from(transactions)
    .innerJoin(environments, and(eq(environments.id, transactions.environmentId), eq(environments.tenantId, transactions.tenantId)))
    .innerJoin(tenants, eq(tenants.id, transactions.tenantId))
    .where(and(liveFunded, where))
    .orderBy(asc(transactions.autoReleaseAt))
    .limit(batch)
    .for('update', skipLocked ? { of: transactions, skipLocked: true } : { of: transactions });
}

/**
 * `transaction.inspection_ending` once per transaction, from 24 hours before the deadline until
 * it: a timeline shorter than a day gets it at the first round after funding, and a deadline
 * already passed gets the release instead. A pending request does not hold the reminder.
 */
export async function sendInspectionReminders(db: DbOrTx, now: Now, batch: number = TIMELINE_BATCH): Promise<number> {
  const scope = clockScope(now);
  return db.transaction(async (tx) => {
    const claimed = await claimFunded(tx, and(scope.where, reminderDue(scope.at)), batch, scope.skipLocked);
    for (const row of claimed) {
      await tx.update(transactions).set({ inspectionReminderSentAt: scope.at }).where(eq(transactions.id, row.id));
      await recordEvent(tx, row, INSPECTION_ENDING_EVENT, {
        transactionId: row.id,
        status: 'funded',
        autoReleaseAt: row.autoReleaseAt!.toISOString(),
        deliveryDays: row.timeline.deliveryDays ?? 0,
        inspectionDays: row.timeline.inspectionDays ?? 0,
        ...clockData(row),
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
export async function releaseDue(db: DbOrTx, now: Now, batch: number = TIMELINE_BATCH, logger?: TimelineOptions['logger']): Promise<number> {
  const scope = clockScope(now);
  return db.transaction(async (tx) => {
    const claimed = await claimFunded(tx, and(scope.where, releaseDueAt(scope.at)), batch, scope.skipLocked);
    for (const row of claimed) {
      try {
        await settle(tx, row, row.id, 'release', now, { autoRelease: autoReleaseRule(row.timeline, row.autoReleaseAt!) });
      } catch (err) {
        logger?.warn({ err, transactionId: row.id }, 'auto-release refused; trying again later');
        // On a test clock, at the advance's end if that is later: its transactions cannot change while it advances (409
        // test_clock_advancing) and the advance takes seconds, so hourly retries on the way (17,520 steps over two
        // years) would be refused alike.
        const retry = Math.max(scope.at.getTime() + AUTO_RELEASE_RETRY_MS, isClockStep(now) ? now.target.getTime() : 0);
        await tx
          .update(transactions)
          .set({ autoReleaseRetryAt: new Date(retry) })
          .where(eq(transactions.id, row.id));
      }
    }
    return claimed.length;
  });
}
