/**
 * The time a transaction lives on (issue 37, decisions §14): the real clock, or, for a transaction created on a sandbox
 * test clock, that clock's frozen time. Every service that changes a transaction asks `transactionTime` first, so its
 * history, deadlines (delivery and inspection, the auto-release, managed-dispute evidence), link expiry and events are
 * on the right clock; everything else (audit rows, users, KYC) keeps the real one.
 *
 * Callers pass what they know as `now`: a request or the real-time jobs the real time (a `Date`), a test clock's run
 * the step it is at (`ClockStep`). A `Date` for a transaction on a clock is replaced by the clock's frozen time.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { testClocks, transactions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Partition } from '../partition.ts';
import { inPartition } from '../partition.ts';
import { transactionWhere } from './read.ts';

/** A test clock's run at one instant of its advance: the run holds the clock, and acts only on that clock's objects. */
export interface ClockStep {
  testClockId: string;
  /** The clock's time at this step. */
  at: Date;
  /** The real time, for what is not on the clock (audit rows). */
  real: Date;
  /** Where this advance goes (`targetFrozenTime`): a release a gate refuses is tried again there, not every hour on the way. */
  target: Date;
}

export type Now = Date | ClockStep;

export interface TransactionTime {
  /** The transaction's now: for its history, deadlines and events. */
  at: Date;
  real: Date;
  testClockId: string | null;
}

export const isClockStep = (now: Now): now is ClockStep => !(now instanceof Date);

/**
 * What a background round at `now` may touch: with a real `now`, transactions on no clock (a clock's objects move only
 * when it advances); with a step, that clock's transactions at the step's time. A clock's run holds its clock and
 * nothing else locks that clock's transactions while it advances, so it waits for a row rather than skip it.
 */
export function clockScope(now: Now): { at: Date; where: SQL; skipLocked: boolean } {
  return isClockStep(now)
    ? { at: now.at, where: eq(transactions.testClockId, now.testClockId), skipLocked: false }
    : { at: now, where: isNull(transactions.testClockId), skipLocked: true };
}

/** The real-world time of `now` (a step's real time, or the date itself). */
export const realTime = (now: Now): Date => (isClockStep(now) ? now.real : now);

/** What events of a transaction on a clock add to their data: `{testClockId}`, so the same event as real time would write, plus the clock. */
export function clockData(time: Pick<TransactionTime, 'testClockId'>): { testClockId?: string } {
  return time.testClockId ? { testClockId: time.testClockId } : {};
}

/**
 * The time of a change to transaction `id`, inside the change's database transaction. On a clock, the clock's row is
 * locked FOR SHARE until the change commits: an advance (which first sets `advancing`, an UPDATE of that row) waits for
 * it, so the run never works around a half-made change; and a clock already advancing refuses the change (409
 * `test_clock_advancing`). Called before the transaction's row is locked: clock first, then transaction, as the run does.
 * An unknown id answers the real time; the caller's own read says not_found.
 */
export async function transactionTime(tx: DbOrTx, partition: Partition, id: string, now: Now): Promise<TransactionTime> {
  if (isClockStep(now)) return { at: now.at, real: now.real, testClockId: now.testClockId };
  const [row] = await tx.select({ testClockId: transactions.testClockId }).from(transactions).where(transactionWhere(partition, id));
  if (!row?.testClockId) return { at: now, real: now, testClockId: null };
  const [clock] = await tx
    .select({ status: testClocks.status, frozenTime: testClocks.frozenTime })
    .from(testClocks)
    .where(eq(testClocks.id, row.testClockId))
    .for('share');
  if (clock!.status === 'advancing') throw advancing(row.testClockId);
  return { at: clock!.frozenTime, real: now, testClockId: row.testClockId };
}

/**
 * The time of a new transaction created on clock `testClockId` of `partition`: its frozen time, the clock locked FOR
 * SHARE as for a change. A clock of another environment, or deleted, is 404 (param `testClockId`).
 */
export async function newTransactionTime(tx: DbOrTx, partition: Partition, testClockId: string | undefined, now: Date): Promise<TransactionTime> {
  if (!testClockId) return { at: now, real: now, testClockId: null };
  const [clock] = await tx
    .select({ status: testClocks.status, frozenTime: testClocks.frozenTime })
    .from(testClocks)
    .where(and(eq(testClocks.id, testClockId), inPartition(testClocks, partition), isNull(testClocks.deletedAt)))
    .for('share');
  if (!clock) throw new AppError('not_found', { param: 'testClockId', message: `No such test clock: ${testClockId}` });
  if (clock.status === 'advancing') throw advancing(testClockId);
  return { at: clock.frozenTime, real: now, testClockId };
}

/**
 * The time of a transaction already read (to sign a link that expires on it, or check one): its clock's frozen time as
 * it stands (no lock; while advancing, as far as the run got), or `now` without a query.
 */
export async function rowTime(db: DbOrTx, row: { testClockId: string | null }, now: Date): Promise<Date> {
  if (!row.testClockId) return now;
  const [clock] = await db.select({ frozenTime: testClocks.frozenTime }).from(testClocks).where(eq(testClocks.id, row.testClockId));
  return clock?.frozenTime ?? now;
}

function advancing(testClockId: string): AppError {
  return new AppError('test_clock_advancing', {
    message: `Test clock ${testClockId} is advancing; objects on it change again once it is ready (GET /v1/test-clocks/${testClockId}).`,
  });
}
