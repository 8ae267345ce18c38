import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/query.ts';

/**
 * Fault injection in the real database: a trigger that makes inserts into
 * `table` fail when a column contains `marker`. Used to prove that a change
 * and its event commit together or not at all. Returns a function that removes it.
 */
export async function failInsertsContaining(
  db: Db,
  table: 'events' | 'kyc_records' | 'users' | 'request_logs',
  column: string,
  marker: string,
): Promise<() => Promise<void>> {
  const name = `test_fail_${table}_${Math.random().toString(36).slice(2, 10)}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.${column}::text like '%${marker.replace(/'/g, "''")}%' then raise exception 'injected failure'; end if;
        return new;
      end $$`),
  );
  await db.execute(sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`));
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
