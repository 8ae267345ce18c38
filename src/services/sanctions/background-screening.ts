import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/query.ts';
import { newId } from '../../lib/ids.ts';
import { activeLists, changedSinceIndex, dropChangedSinceIndexes, sanctionsIndex } from './index-cache.ts';
import { type LogInsert, logInsert, type SubjectRow, screenSubject, toSubject, writeLogs } from './screening.ts';

/**
 * The claimed ids as one JSON parameter: a primary-key lookup per id whatever the batch size (an
 * UPDATE … FROM the claim let the planner scan the whole users table for a hash join).
 */
const idList = (rows: readonly { id: string }[]) => sql`select jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::jsonb)`;

/**
 * A claim: the screening state rows `claim` picks and locks (SKIP LOCKED, never the users row), then, for those
 * only, what screening needs of each user. Claimed first and joined after, so the plan is the same with or
 * without statistics: joined in one query, a planner that has not seen a bulk load's users yet joined every
 * waiting user before taking the first N (1 s instead of 1 ms for 10,000 waiting, on the embedded database).
 */
const claimThenLoad = (claim: SQL, extra: SQL = sql``) => sql`
  with s as materialized (${claim})
  select u.id, u.tenant_id, u.environment_id, u.name, k.id as kyc_id, k.verified, t.sanctions_threshold as threshold, e.type as env_type ${extra}
  from s join users u on u.id = s.user_id join tenants t on t.id = u.tenant_id join environments e on e.id = u.environment_id
    left join kyc_records k on k.user_id = u.id
  order by s.user_id`;

export interface ScreeningBatchSizes {
  /** Users never screened, claimed per transaction. */
  first: number;
  /** Users due a re-screen after a list change, claimed per transaction (kept small so a new user never waits long behind one). */
  rescreen: number;
}
export const DEFAULT_SCREENING_BATCHES: ScreeningBatchSizes = { first: 500, rescreen: 2000 };
/**
 * The embedded database holds itself for a batch's transaction, and a read that comes meanwhile waits for it: 50
 * first screenings held it 81 ms against 120 ms for 100 (`npm run bench:embedded-units`, load 14), at a third more
 * per user.
 */
export const EMBEDDED_SCREENING_BATCHES: ScreeningBatchSizes = { first: 50, rescreen: 500 };

/**
 * Where one process's first-screening claims resume: after the last user it claimed. Users are claimed in id
 * (creation) order, so the next claim starts past the entries of users already screened, which stay in the
 * queue's index until vacuumed; it starts over from the beginning once it finds nothing past the mark.
 */
export interface ScreeningCursor {
  after: string;
}

/**
 * First screenings: claim users never screened (oldest first, SKIP LOCKED so several workers share
 * the work), screen them against the whole of the active lists in memory, and write every log
 * entry, event and screening state with one set-based statement. Returns how many it screened.
 */
export async function screenFirstBatch(db: Db, limit: number = DEFAULT_SCREENING_BATCHES.first, cursor: ScreeningCursor = { after: '' }): Promise<number> {
  const index = await sanctionsIndex(db);
  const screened = await db.transaction(async (tx) => {
    const claimed = await queryRows<SubjectRow>(
      tx,
      claimThenLoad(sql`
        select user_id from user_screenings where screened_at is null and user_id > ${cursor.after}
        order by user_id limit ${limit} for update skip locked`),
    );
    if (claimed.length === 0) return 0;
    cursor.after = claimed.at(-1)!.id;
    const now = new Date();
    const attemptId = newId('screeningRun');
    await writeLogs(
      tx,
      claimed.map((r) => logInsert(screenSubject(index, toSubject(r)), 'background', now, attemptId, index.generation)),
    );
    return claimed.length;
  });
  if (screened >= limit || cursor.after === '') return screened;
  // Past the mark the queue is empty: the next claim starts over (a user whose id sorts before the mark, committed late).
  cursor.after = '';
  return screened > 0 ? screened : screenFirstBatch(db, limit, cursor);
}

/**
 * Re-screens after a list import: claim users screened before the newest generation (SKIP
 * LOCKED), screen each only against the entries added or changed since the generation it was
 * last screened at (an index over those few entries, not the whole lists), and write entries and
 * events for the hits only: a user the changes do not concern keeps its standing entry and just
 * moves up to the newest generation. Returns how many users it took.
 */
export async function rescreenBatch(db: Db, limit: number = DEFAULT_SCREENING_BATCHES.rescreen): Promise<number> {
  if ((await activeLists(db)).generation === 0) return 0;
  return db
    .transaction(async (tx) => {
      // The generation and the changed entries as this transaction sees them: a cached view may name a replaced version.
      const lists = await activeLists(tx, true);
      // Disabled users are claimed too and move up with the rest, but are not screened.
      const claimed = await queryRows<SubjectRow & { status: string }>(
        tx,
        claimThenLoad(
          sql`
          select user_id, generation from user_screenings where screened_at is not null and generation < ${lists.generation}
          order by generation, user_id limit ${limit} for update skip locked`,
          sql`, s.generation as from_generation, u.status`,
        ),
      );
      if (claimed.length === 0) return 0;
      await tx.execute(sql`update user_screenings set generation = ${lists.generation} where user_id in (${idList(claimed)})`);
      const now = new Date();
      const attemptId = newId('screeningRun');
      const rows: LogInsert[] = [];
      for (const r of claimed) {
        if (r.status === 'disabled') continue;
        const outcome = screenSubject(await changedSinceIndex(tx, lists, Number(r.from_generation)), toSubject(r));
        if (outcome.match) rows.push(logInsert(outcome, 'list_update', now, attemptId, lists.generation));
      }
      // An import that committed meanwhile may have deleted the entries just read: then undo, and take the batch again next round.
      if ((await activeLists(tx, true)).key !== lists.key) {
        dropChangedSinceIndexes(tx, lists);
        throw new ListsChanged();
      }
      await writeLogs(tx, rows);
      return claimed.length;
    })
    .catch((error: unknown) => {
      if (error instanceof ListsChanged) return 0;
      throw error;
    });
}

class ListsChanged extends Error {}

/**
 * The background screening step of the worker loop: first screenings always go first; a batch
 * of re-screens runs only when no first screening is waiting, and is small enough that a user
 * created meanwhile is screened within the next round. Returns how many users it took.
 */
export async function screenPendingUsers(db: Db, sizes: ScreeningBatchSizes = DEFAULT_SCREENING_BATCHES, cursor?: ScreeningCursor): Promise<number> {
  const first = await screenFirstBatch(db, sizes.first, cursor);
  if (first >= sizes.first) return first;
  return first + (await rescreenBatch(db, sizes.rescreen));
}
