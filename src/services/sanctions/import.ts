import { and, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/query.ts';
import { type LIST_CHANGES, sanctionsEntries, sanctionsLists } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { invalidateSanctionsIndex } from './index-cache.ts';
import type { ParsedEntry, ParsedList, Progress, SanctionsSource } from './list-files.ts';
import type { ListVersionRef } from './matcher.ts';
import { parseOfacSdn } from './ofac-sdn.ts';
import { parseOpenSanctions } from './opensanctions.ts';
import { parseUnConsolidated } from './un-consolidated.ts';

/** Parse one list in its publisher's format: OFAC takes the folder of its three files, the others one file. */
export function parseList(source: SanctionsSource, path: string, onProgress?: Progress): Promise<ParsedList> {
  if (source === 'ofac-sdn') return parseOfacSdn(path, onProgress);
  if (source === 'un-consolidated') return parseUnConsolidated(path, onProgress);
  return parseOpenSanctions(path, onProgress);
}

export interface ImportSummary {
  listId: string;
  source: SanctionsSource;
  version: string;
  entries: number;
  aliases: number;
  /** Against the active version of the same source (a first import: every entry added). */
  added: number;
  changed: number;
  removed: number;
  /** The list generation users are screened up to; it moves only when entries were added or changed. */
  generation: number;
}

/** What screening compares: a change in any of these is a change; programs, remarks or addresses alone are not. */
function signature(e: Pick<ParsedEntry, 'name' | 'type' | 'aliases' | 'birthDates' | 'countries'>): string {
  const sorted = (xs: readonly string[]) => [...xs].sort();
  return JSON.stringify([e.name, e.type, sorted(e.aliases), sorted(e.birthDates), sorted(e.countries)]);
}

/** One advisory lock for every import, so generations are given out in commit order. */
const IMPORT_LOCK_ID = 7_310_219;
const CHUNK = 2000;

/**
 * Replace a source's list atomically and record how it differs from the version it replaces.
 *
 * The new version's entries, the changes and the flip of `active` commit together, so screening
 * sees the old list or the new one, never half. Entries are compared by their list reference
 * (ent_num, REFERENCE_NUMBER, id): a new reference is added, one whose names, aliases, type, birth
 * dates or countries differ is changed, a missing one removed (recorded; it closes nothing).
 * When anything was added or changed the import takes the next generation and the entries that
 * differ carry it, so users screened before are re-screened against exactly those entries.
 * Users are not touched here: being behind the newest generation is what queues them.
 * After the commit this process's index is rechecked at once, whoever imported (other processes
 * pick the new version up within their 5 s recheck).
 */
export async function importList(
  db: DbOrTx,
  list: ParsedList,
  onProgress?: Progress,
  /** `sandboxOnly`: screened in sandbox environments only (the demo's excerpt). */
  options: { sandboxOnly?: boolean } = {},
): Promise<ImportSummary> {
  const listId = newId('sanctionsList');
  const aliases = list.entries.reduce((n, e) => n + e.aliases.length, 0);
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
    const [{ current } = { current: 0 }] = await queryRows<{ current: number }>(
      tx,
      sql`select coalesce(max(generation), 0)::int as current from sanctions_lists`,
    );
    const e = sanctionsEntries;
    const previous = await tx
      .select({
        sourceRef: e.sourceRef,
        name: e.name,
        type: e.type,
        aliases: e.aliases,
        birthDates: e.birthDates,
        countries: e.countries,
        changedIn: e.changedIn,
        sandboxOnly: sanctionsLists.sandboxOnly,
      })
      .from(sanctionsEntries)
      .innerJoin(sanctionsLists, eq(sanctionsLists.id, sanctionsEntries.listId))
      .where(and(eq(sanctionsLists.source, list.source), eq(sanctionsLists.active, true)));
    // A reference may repeat inside one file: the n-th occurrence is compared with the n-th before.
    const keyed = <T extends { sourceRef: string }>(rows: readonly T[]) => {
      const seen = new Map<string, number>();
      return rows.map((r) => {
        const n = (seen.get(r.sourceRef) ?? 0) + 1;
        seen.set(r.sourceRef, n);
        return [n === 1 ? r.sourceRef : `${r.sourceRef}#${n}`, r] as const;
      });
    };
    // A version screened in other environments than the one it replaces (the demo's sandbox-only excerpt replaced by a
    // real list) is new to some users whatever its entries: live users were screened without the excerpt yet moved to
    // its generation. So nothing of it counts as unchanged: every entry is added (and carries the new generation), every
    // old one removed.
    const sandboxOnly = options.sandboxOnly ?? false;
    const sameScope = previous.every((r) => r.sandboxOnly === sandboxOnly);
    const before = new Map(keyed(previous));
    const comparable = sameScope ? before : new Map<string, (typeof previous)[number]>();
    const changes: { sourceRef: string; change: (typeof LIST_CHANGES)[number]; name: string }[] = [];
    const staged = keyed(list.entries).map(([key, e]) => {
      const old = comparable.get(key);
      comparable.delete(key);
      if (!old) changes.push({ sourceRef: e.sourceRef, change: 'added', name: e.name });
      else if (signature(old) !== signature(e)) changes.push({ sourceRef: e.sourceRef, change: 'changed', name: e.name });
      return { e, unchangedSince: old && signature(old) === signature(e) ? old.changedIn : undefined };
    });
    for (const old of before.values()) changes.push({ sourceRef: old.sourceRef, change: 'removed', name: old.name });
    const count = (c: string) => changes.filter((x) => x.change === c).length;
    const [added, changed, removed] = [count('added'), count('changed'), count('removed')];
    const generation = added + changed > 0 ? current + 1 : current;

    await tx.insert(sanctionsLists).values({
      id: listId,
      source: list.source,
      version: list.version,
      sandboxOnly,
      entries: list.entries.length,
      aliases,
      generation,
      added,
      changed,
      removed,
    });
    for (let i = 0; i < staged.length; i += CHUNK) {
      const chunk = staged
        .slice(i, i + CHUNK)
        .map(({ e: entry, unchangedSince }) => ({ id: newId('sanctionsEntry'), listId, ...entry, changedIn: unchangedSince ?? generation }));
      await tx.execute(sql`
        insert into sanctions_entries (id, list_id, source_ref, name, type, country, programs, aliases, birth_dates, countries, changed_in)
        select id, "listId", "sourceRef", name, type, country, programs,
               array(select jsonb_array_elements_text(aliases)), array(select jsonb_array_elements_text("birthDates")),
               array(select jsonb_array_elements_text(countries)), "changedIn"
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as x(id text, "listId" text, "sourceRef" text, name text, type text, country text, programs text, aliases jsonb, "birthDates" jsonb,
               countries jsonb, "changedIn" int)`);
      onProgress?.({ phase: 'importing', entries: Math.min(i + CHUNK, staged.length), fraction: Math.min(1, (i + CHUNK) / staged.length) });
    }
    for (let i = 0; i < changes.length; i += CHUNK) {
      const chunk = changes.slice(i, i + CHUNK).map((c) => ({ id: newId('sanctionsChange'), listId, ...c }));
      await tx.execute(sql`
        insert into sanctions_list_changes (id, list_id, source_ref, change, name)
        select id, "listId", "sourceRef", change, name
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id text, "listId" text, "sourceRef" text, change text, name text)`);
    }
    await tx
      .update(sanctionsLists)
      .set({ active: sql`${sanctionsLists.id} = ${listId}` })
      .where(eq(sanctionsLists.source, list.source));
    await tx
      .delete(sanctionsEntries)
      .where(sql`${sanctionsEntries.listId} in (select id from sanctions_lists where source = ${list.source} and id <> ${listId})`);
    return { listId, source: list.source, version: list.version, entries: list.entries.length, aliases, added, changed, removed, generation };
  });
  invalidateSanctionsIndex(db);
  return summary;
}

export interface ListVersion {
  listId: string;
  source: SanctionsSource;
  version: string;
  active: boolean;
  /** Screened in sandbox environments only: the demo's excerpt. */
  sandboxOnly: boolean;
  entries: number;
  aliases: number;
  added: number;
  changed: number;
  removed: number;
  generation: number;
  importedAt: Date;
}

/**
 * The active list versions a screening in a live or a sandbox environment uses (a live one never
 * the sandbox-only excerpt): what the dashboard, /readyz and the start-up warning report.
 */
export async function activeListVersions(db: DbOrTx, live: boolean): Promise<ListVersionRef[]> {
  const rows = await db
    .select({ id: sanctionsLists.id, source: sanctionsLists.source, version: sanctionsLists.version, sandboxOnly: sanctionsLists.sandboxOnly })
    .from(sanctionsLists)
    .where(and(eq(sanctionsLists.active, true), live ? eq(sanctionsLists.sandboxOnly, false) : undefined))
    .orderBy(sanctionsLists.source);
  return rows;
}

/** Every imported version, newest first (`sanctions lists`). Old versions keep their counts and changes; their entries are gone. */
export async function listVersions(db: DbOrTx): Promise<ListVersion[]> {
  const rows = await db.select().from(sanctionsLists).orderBy(desc(sanctionsLists.importedAt), desc(sanctionsLists.id));
  return rows.map((r) => ({
    listId: r.id,
    source: r.source,
    version: r.version,
    active: r.active,
    sandboxOnly: r.sandboxOnly,
    entries: r.entries,
    aliases: r.aliases,
    added: r.added,
    changed: r.changed,
    removed: r.removed,
    generation: r.generation,
    importedAt: r.importedAt,
  }));
}
