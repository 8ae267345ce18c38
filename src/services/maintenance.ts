/**
 * Planner statistics after large writes (issue 35): a table that changed by a tenth since its last ANALYZE is
 * analyzed at the next look (every 15 s in the jobs, src/jobs.ts), instead of whenever autovacuum comes round
 * (PostgreSQL) or never (the embedded database has no autovacuum: it is also vacuumed here, so the space of
 * rewritten rows is reused). The queries that matter right after a bulk load do not wait for this: their
 * plans are the same with or without statistics (the users list, the screening claims); this keeps the rest
 * of the planner's choices as good as an hour later.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/query.ts';

/** Rows changed since the last ANALYZE before a table is analyzed: this many, and a tenth of its rows (autovacuum's default scale factor). */
const MIN_CHANGED = 1_000;
const CHANGED_FRACTION = 0.1;
/** Dead rows before the embedded database vacuums a table (a fifth of its rows, as autovacuum). */
const DEAD_FRACTION = 0.2;

interface TableStats {
  name: string;
  live: number;
  dead: number;
  changed: number;
}

/** The tables whose statistics are stale or (on the embedded database) whose dead rows should be reclaimed, and what was done to each. */
export async function refreshStatistics(db: Db, opts: { vacuum: boolean }): Promise<{ table: string; done: 'analyze' | 'vacuum analyze' }[]> {
  const stats = await queryRows<TableStats>(
    db,
    sql`select relname as name, n_live_tup::float8 as live, n_dead_tup::float8 as dead, n_mod_since_analyze::float8 as changed
        from pg_stat_user_tables where schemaname = 'public' order by relname`,
  );
  const done: { table: string; done: 'analyze' | 'vacuum analyze' }[] = [];
  for (const t of stats) {
    const live = Number(t.live);
    const vacuum = opts.vacuum && Number(t.dead) >= Math.max(MIN_CHANGED, DEAD_FRACTION * live);
    const analyze = Number(t.changed) >= Math.max(MIN_CHANGED, CHANGED_FRACTION * live);
    if (!vacuum && !analyze) continue;
    // The name comes from the catalogue, quoted as an identifier.
    await db.execute(sql.raw(`${vacuum ? 'vacuum analyze' : 'analyze'} "${t.name.replace(/"/g, '""')}"`));
    done.push({ table: t.name, done: vacuum ? 'vacuum analyze' : 'analyze' });
  }
  return done;
}
