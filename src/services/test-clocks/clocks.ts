/**
 * Sandbox test clocks (issue 37, decisions §14): create, read, list, start an advance, delete, and the sweep of
 * expired ones. What follows a clock is in transactions/time.ts; the advance itself, run by the background jobs, in
 * run.ts. Clocks exist in sandbox environments only: every function here answers 404 for a live environment, as if
 * the clock did not exist.
 */
import { and, count, desc, eq, inArray, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { environments, events, testClocks, transactions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { idPattern, newId } from '../../lib/ids.ts';
import { recordAudit, type Actor } from '../audit.ts';
import type { EventRow } from '../events.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from '../pagination.ts';
import { inPartition, type Partition } from '../partition.ts';
import { TERMINAL_STATUSES } from '../transactions/state-machine.ts';

export type TestClockRow = typeof testClocks.$inferSelect;

/** Where a clock call acts: a key's or the dashboard's environment, which must be a sandbox one. */
export interface ClockScope extends Partition {
  livemode: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A clock is deleted by the service this long after its creation (real time), once none of its transactions is open. */
export const TEST_CLOCK_LIFETIME_MS = 30 * DAY_MS;
/** A new clock's frozen time is at most this far from the real time, either way. */
export const FROZEN_TIME_RANGE_YEARS = 10;
/** One advance moves a clock at most this far (as Stripe's, for a clock without subscriptions). */
export const MAX_ADVANCE_YEARS = 2;
/** As Stripe's limit per account; deleted clocks do not count. */
export const MAX_TEST_CLOCKS_PER_ENVIRONMENT = 100;

function addYears(at: Date, years: number): Date {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

/** Clocks exist in sandbox only: a live environment gets 404, as for a clock that does not exist. */
export function sandboxOnly(scope: { livemode: boolean }): void {
  if (scope.livemode) {
    throw new AppError('not_found', { message: 'Test clocks exist in sandbox environments only: call with a sandbox key (pk_test_/sk_test_).' });
  }
}

function badTime(param: string, message: string): AppError {
  return new AppError('validation_failed', { param, message, details: [{ path: param, message }] });
}

const notFound = (id: string) => new AppError('not_found', { param: 'id', message: `No such test clock: ${id}` });

const live = (scope: ClockScope, id: string) => and(eq(testClocks.id, id), inPartition(testClocks, scope), isNull(testClocks.deletedAt));

async function lockClock(tx: DbOrTx, scope: ClockScope, id: string): Promise<TestClockRow> {
  sandboxOnly(scope);
  const [row] = await tx.select().from(testClocks).where(live(scope, id)).for('update');
  if (!row) throw notFound(id);
  return row;
}

type Fields = Record<string, unknown> | null;
function audit(tx: DbOrTx, by: Actor, scope: ClockScope, action: string, id: string, before: Fields, after: Fields, now: Date) {
  return recordAudit(
    tx,
    by,
    { tenantId: scope.tenantId, environmentId: scope.environmentId, action, targetType: 'test_clock', targetId: id, before, after },
    now,
  );
}

export async function createTestClock(
  db: DbOrTx,
  scope: ClockScope,
  input: { frozenTime: Date; name?: string | null },
  by: Actor,
  now: Date,
): Promise<TestClockRow> {
  sandboxOnly(scope);
  if (input.frozenTime < addYears(now, -FROZEN_TIME_RANGE_YEARS) || input.frozenTime > addYears(now, FROZEN_TIME_RANGE_YEARS)) {
    throw badTime('frozenTime', `Must be within ${FROZEN_TIME_RANGE_YEARS} years of the current time.`);
  }
  return db.transaction(async (tx) => {
    // Creates in one environment take turns on its row, so the cap holds under concurrent calls (as webhook endpoints do).
    await tx.select({ id: environments.id }).from(environments).where(eq(environments.id, scope.environmentId)).for('no key update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(testClocks)
      .where(and(inPartition(testClocks, scope), isNull(testClocks.deletedAt)));
    if (Number(n) >= MAX_TEST_CLOCKS_PER_ENVIRONMENT) {
      throw new AppError('invalid_state', { message: `An environment has at most ${MAX_TEST_CLOCKS_PER_ENVIRONMENT} test clocks; delete one first.` });
    }
    const [row] = await tx
      .insert(testClocks)
      .values({
        id: newId('testClock'),
        tenantId: scope.tenantId,
        environmentId: scope.environmentId,
        name: input.name ?? null,
        frozenTime: input.frozenTime,
        deletesAfter: new Date(now.getTime() + TEST_CLOCK_LIFETIME_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, by, scope, 'test_clock.created', row!.id, null, { name: row!.name, frozenTime: row!.frozenTime.toISOString() }, now);
    return row!;
  });
}

export async function getTestClock(db: DbOrTx, scope: ClockScope, id: string): Promise<TestClockRow> {
  sandboxOnly(scope);
  const [row] = await db.select().from(testClocks).where(live(scope, id));
  if (!row) throw notFound(id);
  return row;
}

/** The environment's clocks, newest first. */
export function listTestClocks(db: DbOrTx, deps: PaginationDeps, scope: ClockScope, query: PageQuery): Promise<Page<TestClockRow>> {
  sandboxOnly(scope);
  const base = and(inPartition(testClocks, scope), isNull(testClocks.deletedAt));
  return paginate(deps, query, {
    scope: `test_clocks:${scope.environmentId}`,
    idPattern: idPattern('testClock'),
    fetch: (keyset) =>
      db
        .select()
        .from(testClocks)
        .where(keysetWhere(testClocks.id, keyset, base))
        .orderBy(keysetOrder(testClocks.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
}

/**
 * Start moving a clock to `to`: forward only, at most MAX_ADVANCE_YEARS, from `ready` or after an `internal_failure`
 * (which resumes from where it stopped). The clock is `advancing` when this returns; the background jobs do the rest
 * (run.ts) and end with `ready` and `test_clock.ready`. The row lock waits for changes under way on the clock's
 * transactions (they hold it FOR SHARE), so the run starts from a settled state. An advancing clock: 409 invalid_state.
 */
export async function advanceTestClock(db: DbOrTx, scope: ClockScope, id: string, to: Date, by: Actor, now: Date): Promise<TestClockRow> {
  return db.transaction(async (tx) => {
    const clock = await lockClock(tx, scope, id);
    if (clock.status === 'advancing') {
      throw new AppError('invalid_state', {
        message: `The test clock is advancing (to ${clock.targetFrozenTime!.toISOString()}); advance it again once its status is ready.`,
      });
    }
    const from = clock.frozenTime;
    if (to <= from) throw badTime('to', `Must be after the clock's frozenTime (${from.toISOString()}): clocks only move forward.`);
    if (to > addYears(from, MAX_ADVANCE_YEARS)) {
      throw badTime('to', `Must be at most ${MAX_ADVANCE_YEARS} years after the clock's frozenTime (${from.toISOString()}).`);
    }
    const [row] = await tx
      .update(testClocks)
      .set({ status: 'advancing', targetFrozenTime: to, failures: 0, failureMessage: null, updatedAt: now })
      .where(eq(testClocks.id, id))
      .returning();
    const before = { status: clock.status, frozenTime: from.toISOString() };
    await audit(tx, by, scope, 'test_clock.advanced', id, before, { status: 'advancing', targetFrozenTime: to.toISOString() }, now);
    return row!;
  });
}

/**
 * Delete a clock: refused (409 invalid_state) while it advances or while a transaction on it is still open (not
 * released, refunded or cancelled): a transaction never changes clock, and escrow records are not deleted. The row is
 * kept (`deletedAt`) so the finished transactions keep naming it; the API answers 404 for it from then on.
 */
export async function deleteTestClock(db: DbOrTx, scope: ClockScope, id: string, by: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const clock = await lockClock(tx, scope, id);
    if (clock.status === 'advancing') throw new AppError('invalid_state', { message: 'The test clock is advancing; delete it once its status is ready.' });
    const open = await openTransactions(tx, [id]);
    if (open > 0) {
      throw new AppError('invalid_state', {
        message: `${open} transaction${open === 1 ? ' is' : 's are'} still open on this test clock; release, refund or cancel ${open === 1 ? 'it' : 'them'} first.`,
      });
    }
    await tx.update(testClocks).set({ deletedAt: now, updatedAt: now }).where(eq(testClocks.id, id));
    await audit(tx, by, scope, 'test_clock.deleted', id, { status: clock.status, frozenTime: clock.frozenTime.toISOString() }, null, now);
  });
}

async function openTransactions(db: DbOrTx, clockIds: string[]): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(inArray(transactions.testClockId, clockIds), notInArray(transactions.status, [...TERMINAL_STATUSES])));
  return Number(n);
}

/**
 * The housekeeping sweep: clocks past `deletesAfter` are deleted as DELETE would (none while advancing or holding an
 * open transaction; such a clock goes at the first sweep after its last transaction ends). Returns how many.
 * Clocks are locked before they are checked, as DELETE does: a transaction being created on one holds it FOR SHARE
 * until it commits, so that clock is skipped (SKIP LOCKED) until the next sweep; the check for open transactions is a
 * later statement, so it sees every transaction committed on a clock it locked (one UPDATE with the check inside would
 * not see, under READ COMMITTED, a transaction committed while it waited for the lock).
 */
export async function sweepExpiredTestClocks(db: DbOrTx, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const openOnIt = sql`exists (select 1 from ${transactions} where ${transactions.testClockId} = ${testClocks.id} and ${notInArray(transactions.status, [...TERMINAL_STATUSES])})`;
    // The same check before the lock, so clocks still holding open transactions do not fill the batch.
    const due = await tx
      .select({ id: testClocks.id })
      .from(testClocks)
      .where(and(lte(testClocks.deletesAfter, now), isNull(testClocks.deletedAt), ne(testClocks.status, 'advancing'), sql`not ${openOnIt}`))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const swept = await tx
      .update(testClocks)
      .set({ deletedAt: now, updatedAt: now })
      .where(
        and(
          inArray(
            testClocks.id,
            due.map((c) => c.id),
          ),
          sql`not ${openOnIt}`,
        ),
      )
      .returning({ id: testClocks.id });
    return swept.length;
  });
}

/** Clocks one sweep looks at; more wait for the next sweep (10 minutes). */
const SWEEP_BATCH = 500;

/** What a clock did: the newest events naming it (its transactions' and its own), newest first. */
export async function clockEvents(db: DbOrTx, scope: ClockScope, id: string, limit: number): Promise<EventRow[]> {
  await getTestClock(db, scope, id);
  // The expression matches the partial index events_test_clock_idx.
  return db
    .select()
    .from(events)
    .where(and(sql`(${events.data}->>'testClockId') = ${id}`, inPartition(events, scope)))
    .orderBy(desc(events.id))
    .limit(limit);
}
