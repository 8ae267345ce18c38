/**
 * The advance of a sandbox test clock, run by the background jobs (src/jobs.ts) in every worker process: what the
 * clock's days would have brought, in time order, through the same functions real time uses — the timeline's reminder
 * and release (auto-release.ts) and the managed-dispute evidence deadline (managed-disputes.ts) — handed a `ClockStep`
 * instead of the real time, so their events are the real ones plus the clock's id.
 *
 * One step per database transaction: claim an advancing clock (FOR UPDATE SKIP LOCKED: several workers advance
 * different clocks, never one clock twice), find the earliest thing due among its objects, do everything due at that
 * instant (reminders, then releases, then evidence deadlines), and move `frozenTime` there, all in one commit; a
 * crash rolls the step back and any worker takes it again. When nothing more is due by the target, the clock is
 * `ready` at the target with a `test_clock.ready` event.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/query.ts';
import { testClocks } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventType } from '../event-types.ts';
import { recordEvent } from '../events.ts';
import { releaseDue, sendInspectionReminders } from '../transactions/auto-release.ts';
import { decideOverdueDisputes } from '../transactions/managed-disputes.ts';
import type { ClockStep } from '../transactions/time.ts';
import type { TestClockRow } from './clocks.ts';
import { dueSteps } from './steps.ts';

/**
 * Rows one step acts on per kind (reminders, releases, deadlines): fewer than the real-time rounds take, so a step is a
 * short transaction (on the embedded database it runs on the server's own thread); more due at one instant take more steps.
 */
export const STEP_BATCH = 25;

/** A step that failed this many times in a row (the database answering, the step not) stops the clock: `internal_failure`. */
export const TEST_CLOCK_MAX_FAILURES = 5;

const READY_EVENT = 'test_clock.ready' satisfies EventType;
const FAILURE_EVENT = 'test_clock.internal_failure' satisfies EventType;

export interface TestClockRunOptions {
  logger?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * One step of one advancing clock. Returns 1 when it did one (the poll loop goes again at once), 0 when no clock is
 * advancing or the step failed (counted; the loop sleeps before the next try).
 */
export async function advanceTestClocks(db: Db, clock: Clock, options: TestClockRunOptions = {}): Promise<number> {
  let claimed: TestClockRow | undefined;
  try {
    return await db.transaction(async (tx) => {
      [claimed] = await tx
        .select()
        .from(testClocks)
        .where(and(eq(testClocks.status, 'advancing'), isNull(testClocks.deletedAt)))
        // Every step touches updatedAt: advancing clocks take turns.
        .orderBy(asc(testClocks.updatedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!claimed) return 0;
      await step(tx, claimed, clock.now(), options);
      return 1;
    });
  } catch (err) {
    if (!claimed) throw err;
    options.logger?.error({ err, testClockId: claimed.id }, 'test clock step failed');
    await recordFailure(db, claimed.id, clock.now());
    return 0;
  }
}

async function step(tx: DbOrTx, clock: TestClockRow, real: Date, options: TestClockRunOptions): Promise<void> {
  const target = clock.targetFrozenTime!;
  const next = (await dueSteps(tx, clock, 1))[0]?.at ?? null;
  if (next === null || next > target) {
    await tx
      .update(testClocks)
      .set({ status: 'ready', frozenTime: target, targetFrozenTime: null, failures: 0, failureMessage: null, updatedAt: real })
      .where(eq(testClocks.id, clock.id));
    await recordEvent(tx, clock, READY_EVENT, { testClockId: clock.id, name: clock.name, status: 'ready', frozenTime: target.toISOString() });
    return;
  }
  // Something already due at the frozen time (a deadline of 0 days) happens at it, as real time's next round would.
  const now: ClockStep = { testClockId: clock.id, at: next < clock.frozenTime ? clock.frozenTime : next, real, target };
  await sendInspectionReminders(tx, now, STEP_BATCH);
  await releaseDue(tx, now, STEP_BATCH, options.logger);
  await decideOverdueDisputes(tx, now, STEP_BATCH);
  await tx.update(testClocks).set({ frozenTime: now.at, failures: 0, updatedAt: real }).where(eq(testClocks.id, clock.id));
}

/** A failed step, counted in its own transaction; at TEST_CLOCK_MAX_FAILURES in a row the clock stops with `test_clock.internal_failure`. */
async function recordFailure(db: Db, id: string, real: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(testClocks)
      .set({ failures: sql`${testClocks.failures} + 1`, updatedAt: real })
      .where(and(eq(testClocks.id, id), eq(testClocks.status, 'advancing')))
      .returning();
    if (!row || row.failures < TEST_CLOCK_MAX_FAILURES) return;
    const message =
      `The advance stopped at ${row.frozenTime.toISOString()}: one of its steps failed ${row.failures} times in a row. ` + 'Advance the clock again to retry.';
    await tx.update(testClocks).set({ status: 'internal_failure', failureMessage: message }).where(eq(testClocks.id, id));
    await recordEvent(tx, row, FAILURE_EVENT, {
      testClockId: id,
      name: row.name,
      status: 'internal_failure',
      frozenTime: row.frozenTime.toISOString(),
      targetFrozenTime: row.targetFrozenTime!.toISOString(),
      message,
    });
  });
}
