import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterCommit, fillSlot, handleSlot, ownSlot } from '../../db/handle.ts';
import type { Db, DbOrTx } from '../../db/query.ts';
import { sanctionsEntries, sanctionsLists } from '../../db/schema/index.ts';
import { type ListEntry, SanctionsIndex } from './matcher.ts';

/** How often a process checks whether another process imported a new list version. */
const INDEX_RECHECK_MS = 5_000;

export interface ActiveLists {
  /** The active list versions' ids: a new import anywhere changes it. */
  key: string;
  generation: number;
  ids: string[];
  sourceOf: Map<string, string>;
}

/**
 * The indexes of one app (src/services/app-state.ts), by active-lists key (and, for re-screens, the generation they
 * start after); the few newest are kept. Two apps in one process each build their own.
 */
export class SanctionsIndexes {
  readonly byKey = new Map<string, SanctionsIndex>();
}
const INDEXES_KEPT = 6;
const INDEXES = Symbol('sanctions indexes');

/** The sanctions indexes of the app that owns this database handle. */
export function sanctionsIndexes(db: DbOrTx): SanctionsIndexes {
  return handleSlot(db, INDEXES, () => new SanctionsIndexes());
}

/** Give a database handle its app's indexes (src/services/app-state.ts), before anything screens through it. */
export function useSanctionsIndexes(db: Db, indexes: SanctionsIndexes): void {
  fillSlot(db, INDEXES, indexes);
}

/** When this handle last read the active lists (each transaction reads them itself). */
const CHECKED = Symbol('active lists checked');
const lastCheck = (db: DbOrTx) => ownSlot(db, CHECKED, () => ({ seen: undefined as { lists: ActiveLists; at: number } | undefined }));

export async function activeLists(db: DbOrTx, fresh = false): Promise<ActiveLists> {
  const check = lastCheck(db);
  const seen = check.seen;
  if (!fresh && seen && Date.now() - seen.at < INDEX_RECHECK_MS) return seen.lists;
  const rows = await db
    .select({ id: sanctionsLists.id, source: sanctionsLists.source, generation: sanctionsLists.generation })
    .from(sanctionsLists)
    .where(eq(sanctionsLists.active, true))
    .orderBy(sanctionsLists.id);
  const lists: ActiveLists = {
    key: rows.map((r) => r.id).join(','),
    generation: rows.reduce((g, r) => Math.max(g, r.generation), 0),
    ids: rows.map((r) => r.id),
    sourceOf: new Map(rows.map((r) => [r.id, r.source])),
  };
  check.seen = { lists, at: Date.now() };
  return lists;
}

async function cachedIndex(db: DbOrTx, key: string, build: () => Promise<SanctionsIndex>): Promise<SanctionsIndex> {
  const indexes = sanctionsIndexes(db).byKey;
  let index = indexes.get(key);
  if (index) {
    indexes.delete(key);
  } else {
    index = await build();
    while (indexes.size >= INDEXES_KEPT) indexes.delete(indexes.keys().next().value!);
  }
  indexes.set(key, index);
  return index;
}

async function loadEntries(db: DbOrTx, lists: ActiveLists, changedAfter?: number): Promise<ListEntry[]> {
  if (lists.ids.length === 0) return [];
  const rows = await db
    .select()
    .from(sanctionsEntries)
    .where(and(inArray(sanctionsEntries.listId, lists.ids), changedAfter === undefined ? undefined : sql`${sanctionsEntries.changedIn} > ${changedAfter}`));
  return rows.map((r) => ({
    id: r.id,
    source: lists.sourceOf.get(r.listId)!,
    name: r.name,
    type: r.type,
    country: r.country,
    aliases: r.aliases,
    birthDates: r.birthDates,
    countries: r.countries,
  }));
}

/**
 * The in-memory index of the active lists. Rebuilt when the set of active list versions changes
 * (a process checks at most every 5 s, so every process picks up another's import; inside a
 * transaction it checks every time); `invalidateSanctionsIndex` forces a check.
 */
export async function sanctionsIndex(db: DbOrTx): Promise<SanctionsIndex> {
  const lists = await activeLists(db);
  const indexes = sanctionsIndexes(db).byKey;
  if (indexes.has(lists.key)) return cachedIndex(db, lists.key, async () => indexes.get(lists.key)!);
  // Building: from the lists active now, never from a version another process may just have replaced (and deleted).
  const current = await activeLists(db, true);
  return cachedIndex(db, current.key, async () => new SanctionsIndex(await loadEntries(db, current), current.generation));
}

/**
 * An index over only the entries added or changed after a generation: what a user screened at that
 * generation has not seen. `lists` must be the lists active in the caller's transaction.
 */
export async function changedSinceIndex(tx: DbOrTx, lists: ActiveLists, generation: number): Promise<SanctionsIndex> {
  return cachedIndex(tx, `${lists.key}|after ${generation}`, async () => new SanctionsIndex(await loadEntries(tx, lists, generation), lists.generation));
}

/** Forget the re-screen indexes built over these lists: an import replaced them, and their entries may be gone. */
export function dropChangedSinceIndexes(db: DbOrTx, lists: ActiveLists): void {
  const indexes = sanctionsIndexes(db).byKey;
  for (const key of indexes.keys()) if (key.startsWith(`${lists.key}|`)) indexes.delete(key);
}

/** Check the active lists again on the next screening through this handle (after an import through it has committed). */
export function invalidateSanctionsIndex(db: DbOrTx): void {
  afterCommit(db, () => {
    lastCheck(db).seen = undefined;
  });
}
