import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { sanctionsEntries, sanctionsLists } from '../../db/schema/index.ts';
import { type ListEntry, type ListVersionRef, SanctionsIndex } from './matcher.ts';

/** How often a process checks whether another process imported a new list version. */
const INDEX_RECHECK_MS = 5_000;

export interface ActiveLists {
  /** The active list versions' ids: a new import anywhere changes it. */
  key: string;
  generation: number;
  ids: string[];
  sourceOf: Map<string, string>;
  versions: ListVersionRef[];
}

const checked = new WeakMap<object, { lists: ActiveLists; at: number }>();
/** Indexes by active-lists key (and, for re-screens, the generation they start after); the few newest are kept. */
const indexes = new Map<string, SanctionsIndex>();
const INDEXES_KEPT = 6;

export async function activeLists(db: DbOrTx, fresh = false): Promise<ActiveLists> {
  const seen = checked.get(db);
  if (!fresh && seen && Date.now() - seen.at < INDEX_RECHECK_MS) return seen.lists;
  const rows = await db
    .select({
      id: sanctionsLists.id,
      source: sanctionsLists.source,
      version: sanctionsLists.version,
      sandboxOnly: sanctionsLists.sandboxOnly,
      generation: sanctionsLists.generation,
    })
    .from(sanctionsLists)
    .where(eq(sanctionsLists.active, true))
    .orderBy(sanctionsLists.id);
  const lists: ActiveLists = {
    key: rows.map((r) => r.id).join(','),
    generation: rows.reduce((g, r) => Math.max(g, r.generation), 0),
    ids: rows.map((r) => r.id),
    sourceOf: new Map(rows.map((r) => [r.id, r.source])),
    versions: rows.map((r) => ({ id: r.id, source: r.source, version: r.version, sandboxOnly: r.sandboxOnly })),
  };
  checked.set(db, { lists, at: Date.now() });
  return lists;
}

async function cachedIndex(key: string, build: () => Promise<SanctionsIndex>): Promise<SanctionsIndex> {
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
  const sandboxOnly = new Set(lists.versions.filter((v) => v.sandboxOnly).map((v) => v.id));
  return rows.map((r) => ({
    id: r.id,
    source: lists.sourceOf.get(r.listId)!,
    sandboxOnly: sandboxOnly.has(r.listId),
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
  if (indexes.has(lists.key)) return cachedIndex(lists.key, async () => indexes.get(lists.key)!);
  // Building: from the lists active now, never from a version another process may just have replaced (and deleted).
  const current = await activeLists(db, true);
  return cachedIndex(current.key, async () => new SanctionsIndex(await loadEntries(db, current), current.generation, current.versions));
}

/**
 * An index over only the entries added or changed after a generation: what a user screened at that
 * generation has not seen. `lists` must be the lists active in the caller's transaction.
 */
export async function changedSinceIndex(tx: DbOrTx, lists: ActiveLists, generation: number): Promise<SanctionsIndex> {
  return cachedIndex(
    `${lists.key}|after ${generation}`,
    async () => new SanctionsIndex(await loadEntries(tx, lists, generation), lists.generation, lists.versions),
  );
}

/** Forget the re-screen indexes built over these lists: an import replaced them, and their entries may be gone. */
export function dropChangedSinceIndexes(lists: ActiveLists): void {
  for (const key of indexes.keys()) if (key.startsWith(`${lists.key}|`)) indexes.delete(key);
}

export function invalidateSanctionsIndex(db: DbOrTx): void {
  checked.delete(db);
}
