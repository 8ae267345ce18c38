/**
 * Migration 0018 (issue 30, hand-written data move): members who had set a
 * password get a dashboard account holding it, before the column goes; no
 * member is lost, invitations and SSO-only members stay as they were, and
 * the migrated owner signs in with the same password.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { queryRows, type Db } from '../src/db/query.ts';
import { hashPassword, verifyPassword } from '../src/services/members/passwords.ts';
import { TEST_PASSWORD_COST } from './helpers/harness.ts';

/** The migrations folder as it was before 0018. */
function foldersBefore0018(): string {
  const dir = mkdtempSync(join(tmpdir(), 'escrow-mig-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  for (const entry of journal.entries.filter((e) => e.idx >= 18)) rmSync(join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx < 18);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0018: dashboard accounts from members’ passwords', () => {
  it('moves every password to an account of its own; invitations and SSO-only members keep none; nobody is lost', async () => {
    const before = foldersBefore0018();
    const client = await PGlite.create();
    try {
      const db = drizzle(client) as unknown as Db;
      await migrate(drizzle(client), { migrationsFolder: before });
      const hash = await hashPassword('the owner’s password', TEST_PASSWORD_COST);
      await db.execute(sql`insert into tenants (id, name) values ('tnt_A', 'A'), ('tnt_B', 'B')`);
      await db.execute(sql`insert into members (id, tenant_id, email, email_key, name, role, password_hash, claimed_at) values
        ('mem_01JD00000000000000000000AA', 'tnt_A', 'Ada@Example.com', 'ada@example.com', 'Ada', 'owner', ${hash}, now()),
        ('mem_01JD00000000000000000000BB', 'tnt_A', 'sso@example.com', 'sso@example.com', 'Sso', 'viewer', null, now()),
        ('mem_01JD00000000000000000000CC', 'tnt_B', 'ada@example.com', 'ada@example.com', 'Ada again', 'viewer', null, null)`);
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      const rows = await queryRows<{ id: string; account_id: string | null; claimed_at: string | null }>(
        db,
        sql`select id, account_id, claimed_at from members order by id`,
      );
      expect(rows.map((r) => [r.id, r.account_id])).toEqual([
        ['mem_01JD00000000000000000000AA', 'acct_01JD00000000000000000000AA'],
        ['mem_01JD00000000000000000000BB', null],
        ['mem_01JD00000000000000000000CC', null],
      ]);
      const [account] = await queryRows<{ email: string; email_key: string; password_hash: string }>(db, sql`select * from dashboard_accounts`);
      expect(account).toMatchObject({ email: 'Ada@Example.com', email_key: 'ada@example.com' });
      expect(await verifyPassword('the owner’s password', account!.password_hash, TEST_PASSWORD_COST)).toBe(true);
      expect(await queryRows(db, sql`select 1 from information_schema.columns where table_name = 'members' and column_name = 'password_hash'`)).toEqual([]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
    // A new embedded database migrated from scratch (no template): seconds of WASM on a loaded machine.
  }, 180_000);
});
