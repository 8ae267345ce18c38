/**
 * Migrations of data that SQL cannot express, run once after the SQL
 * migrations (by Database.migrate, under the same lock on PostgreSQL) and
 * recorded in instance_settings.
 */
import { sql } from 'drizzle-orm';
import { normalizeEmail } from '../lib/email.ts';
import { queryRows, type DbOrTx } from './query.ts';

export type MigrationLog = (message: string, details: Record<string, unknown>) => void;

const EMAIL_KEYS_DONE = 'data_migration.email_keys_nfc_idna';

interface Row {
  id: string;
  tenant_id: string;
  environment_id?: string;
  email: string;
  email_key: string;
  claimed_at?: string | null;
}

/**
 * Email keys became NFC with IDN domains in punycode (decisions §12). Only
 * rows with a non-ASCII character can change (an ASCII address keys as
 * before). Oldest first, each row takes its new key unless another row of
 * the same scope already holds it — users per (tenant, environment), members
 * per tenant and, when claimed, across tenants; a row that was written in
 * the canonical form already holds its key. A row that collides keeps its
 * old key (reachable by id, no longer by email lookups) and is reported,
 * for the operator to merge or remove.
 */
export async function rekeyEmails(db: DbOrTx, log: MigrationLog = () => {}): Promise<{ rekeyed: number; collisions: string[] }> {
  const [done] = await queryRows(db, sql`select 1 from instance_settings where key = ${EMAIL_KEYS_DONE}`);
  if (done) return { rekeyed: 0, collisions: [] };
  let rekeyed = 0;
  const collisions: string[] = [];

  const users = await queryRows<Row>(db, sql`select id, tenant_id, environment_id, email, email_key from users where email ~ '[^[:ascii:]]' order by id`);
  for (const row of users) {
    const next = normalizeEmail(row.email);
    if (!next || (next.emailKey === row.email_key && next.email === row.email)) continue;
    const updated = await queryRows(
      db,
      sql`update users set email = ${next.email}, email_key = ${next.emailKey}
          where id = ${row.id} and not exists (
            select 1 from users o
            where o.tenant_id = ${row.tenant_id} and o.environment_id = ${row.environment_id!} and o.email_key = ${next.emailKey} and o.id <> ${row.id})
          returning id`,
    );
    if (updated.length) rekeyed++;
    else collisions.push(row.id);
  }

  const members = await queryRows<Row>(db, sql`select id, tenant_id, email, email_key, claimed_at from members where email ~ '[^[:ascii:]]' order by id`);
  for (const row of members) {
    const next = normalizeEmail(row.email);
    if (!next || (next.emailKey === row.email_key && next.email === row.email)) continue;
    const updated = await queryRows(
      db,
      sql`update members set email = ${next.email}, email_key = ${next.emailKey}
          where id = ${row.id}
            and not exists (select 1 from members o where o.tenant_id = ${row.tenant_id} and o.email_key = ${next.emailKey} and o.id <> ${row.id})
            and (claimed_at is null or not exists (
              select 1 from members o where o.claimed_at is not null and o.email_key = ${next.emailKey} and o.id <> ${row.id}))
          returning id`,
    );
    if (updated.length) rekeyed++;
    else collisions.push(row.id);
  }

  if (collisions.length) log('email rekey: these rows share an address with an older row and kept their old key; merge or remove them', { ids: collisions });
  const value = JSON.stringify({ rekeyed, collisions });
  await db.execute(sql`insert into instance_settings (key, value) values (${EMAIL_KEYS_DONE}, ${value}) on conflict (key) do nothing`);
  return { rekeyed, collisions };
}
