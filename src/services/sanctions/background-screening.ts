import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/query.ts';
import { newId } from '../../lib/ids.ts';
import { activeLists, changedSinceIndex, dropChangedSinceIndexes, sanctionsIndex } from './index-cache.ts';
import { type LogInsert, logInsert, type SubjectRow, screenSubject, toSubject, writeLogs } from './screening.ts';

/**
 * The claimed ids as one JSON parameter: a primary-key lookup per id whatever the batch size (an
 * UPDATE … FROM the claim let the planner scan the whole users table for a hash join).
 */
const idList = (rows: readonly { id: string }[]) => sql`select jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::jsonb)`;

/** The columns a batch claim returns, joined once per user. */
const SUBJECT_COLUMNS = sql`u.id, u.tenant_id, u.environment_id, u.name, k.id as kyc_id, k.verified, t.sanctions_threshold as threshold, e.type as env_type`;
const SUBJECT_JOINS = sql`join tenants t on t.id = u.tenant_id join environments e on e.id = u.environment_id left join kyc_records k on k.user_id = u.id`;

export interface ScreeningBatchSizes {
  /** Users never screened, claimed per transaction. */
  first: number;
  /** Users due a re-screen after a list change, claimed per transaction (kept small so a new user never waits long behind one). */
  rescreen: number;
}
export const DEFAULT_SCREENING_BATCHES: ScreeningBatchSizes = { first: 500, rescreen: 2000 };

/**
 * First screenings: claim users never screened (oldest first, SKIP LOCKED so several workers share
 * the work), screen them against the whole of the active lists in memory, and write every log
 * entry, event and `screened_at` with a few set-based statements. Returns how many it screened.
 */
export async function screenFirstBatch(db: Db, limit: number = DEFAULT_SCREENING_BATCHES.first): Promise<number> {
  const index = await sanctionsIndex(db);
  return db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await queryRows<SubjectRow>(
      tx,
      sql`
      select ${SUBJECT_COLUMNS} from users u ${SUBJECT_JOINS}
      where u.screened_at is null
      order by u.id
      limit ${limit}
      for update of u skip locked`,
    );
    if (claimed.length === 0) return 0;
    await tx.execute(sql`
      update users set screened_at = ${now.toISOString()}::timestamptz, screened_generation = greatest(screened_generation, ${index.generation})
      where id in (${idList(claimed)})`);
    const attemptId = newId('screeningRun');
    await writeLogs(
      tx,
      claimed.map((r) => logInsert(screenSubject(index, toSubject(r)), 'background', now, attemptId)),
    );
    return claimed.length;
  });
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
      const claimed = await queryRows<SubjectRow>(
        tx,
        sql`
      select ${SUBJECT_COLUMNS}, u.screened_generation as from_generation from users u ${SUBJECT_JOINS}
      where u.screened_at is not null and u.status <> 'disabled' and u.screened_generation < ${lists.generation}
      order by u.screened_generation, u.id
      limit ${limit}
      for update of u skip locked`,
      );
      if (claimed.length === 0) return 0;
      await tx.execute(sql`update users set screened_generation = ${lists.generation} where id in (${idList(claimed)})`);
      const now = new Date();
      const attemptId = newId('screeningRun');
      const rows: LogInsert[] = [];
      for (const r of claimed) {
        const outcome = screenSubject(await changedSinceIndex(tx, lists, Number(r.from_generation)), toSubject(r));
        if (outcome.match) rows.push(logInsert(outcome, 'list_update', now, attemptId));
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
export async function screenPendingUsers(db: Db, sizes: ScreeningBatchSizes = DEFAULT_SCREENING_BATCHES): Promise<number> {
  const first = await screenFirstBatch(db, sizes.first);
  if (first >= sizes.first) return first;
  return first + (await rescreenBatch(db, sizes.rescreen));
}
