/**
 * Where a stale-tolerant read goes (src/db/read-replica.ts): the standby of DATABASE_READ_URL unless it lags more
 * than MAX_LAG_MS or has not replayed the caller's own write. The lag comes from WAL positions read at known
 * instants; the end-to-end drill is scripts/chaos/replica.sh.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { insertEnd, lagMs, lsnValue, MAX_LAG_MS, ReadReplica } from '../src/db/read-replica.ts';

describe('the lag of a standby, from WAL positions', () => {
  const history = [
    { lsn: 100n, at: 1_000 },
    { lsn: 200n, at: 1_100 },
    { lsn: 300n, at: 1_200 },
  ];
  it('is the time since the latest instant whose primary position the standby has replayed', () => {
    expect(lagMs(history, 300n, 1_250)).toBe(50);
    expect(lagMs(history, 250n, 1_250)).toBe(150);
    expect(lagMs(history, 100n, 1_250)).toBe(250);
  });
  it('is unbounded when the standby is behind every remembered position', () => {
    expect(lagMs(history, 99n, 1_250)).toBe(Number.POSITIVE_INFINITY);
    expect(lagMs([], 500n, 1_250)).toBe(Number.POSITIVE_INFINITY);
  });
  it("takes the primary's insert position at a page boundary as the boundary, where the last record ended", () => {
    expect(insertEnd(lsnValue('0/3000028'))).toBe(lsnValue('0/3000000'));
    expect(insertEnd(lsnValue('0/1A2E018'))).toBe(lsnValue('0/1A2E000'));
    expect(insertEnd(lsnValue('0/1A2E0A0'))).toBe(lsnValue('0/1A2E0A0'));
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });
});

// A primary and a streaming standby of their own (scripts/lib/standby.sh), with the binaries scripts/with-postgres.sh
// exports: the PostgreSQL pass only (the embedded database has no standby).
const bin = process.env.PG_CHAOS_BIN;
const run = promisify(execFile);

describe.runIf(Boolean(bin))('a standby whose received WAL waits to be applied', () => {
  let dir: string;
  let primary: Database;
  let standby: Database;
  let primaryUrl: string;
  let standbyUrl: string;
  const admin = (url: string) => postgres(url, { max: 1, onnotice: () => {} });
  let p: ReturnType<typeof admin>;
  let s: ReturnType<typeof admin>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'escrow-replica-test.'));
    const script = `source scripts/lib/postgres-server.sh; source scripts/lib/standby.sh; chown "$pg_user" "$1"; start_primary_and_standby "$1" async >&2; echo "$primary_port $standby_port"`;
    const { stdout } = await run('bash', ['-c', script, 'standby', dir], { env: { ...process.env, PGBIN: bin } });
    const [primaryPort, standbyPort] = stdout.trim().split(' ');
    primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/escrow_failover`;
    standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/escrow_failover`;
    primary = await openDatabase({ url: primaryUrl, maxConnections: 2 });
    standby = await openDatabase({ url: standbyUrl, maxConnections: 2 });
    p = admin(primaryUrl);
    s = admin(standbyUrl);
    await p`create table marks (n int)`;
  });

  afterAll(async () => {
    await Promise.all([p?.end(), s?.end(), primary?.close(), standby?.close()]);
    const user = process.env.PG_CHAOS_USER;
    for (const d of ['standby', 'primary']) {
      const command = [`${bin}/pg_ctl`, '-D', join(dir, d), '-m', 'immediate', 'stop'];
      const [file, ...args] = process.getuid?.() === 0 && user ? ['runuser', '-u', user, '--', ...command] : command;
      await run(file!, args).catch(() => undefined);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const insertLsn = async () => lsnValue((await p`select pg_current_wal_insert_lsn()::text as lsn`)[0]!.lsn);
  const until = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((r) => setTimeout(r, 20));
  };
  const replayed = async () => insertEnd(await insertLsn()) <= lsnValue((await s`select pg_last_wal_replay_lsn()::text as lsn`)[0]!.lsn);

  it('serves readers while a commit waits after a quiet spell, never the writer, and no one once it is too far behind', async () => {
    await p`insert into marks values (1)`;
    await until(replayed);
    let now = 1_000_000;
    const replica = new ReadReplica(primary.db, standby.db, () => now);
    expect(await replica.readerFor('reader')).toBe(standby.db);

    // A quiet spell longer than MAX_LAG_MS: the standby's last applied commit is that old when the next one arrives.
    // (The former estimate, now() - pg_last_xact_replay_timestamp() while WAL waited, called the standby that far behind.)
    await new Promise((r) => setTimeout(r, MAX_LAG_MS + 500));
    now += 200;
    expect(await replica.readerFor('reader')).toBe(standby.db);

    // Another writer's commit reaches the standby, which holds it (as recovery_min_apply_delay does, without timing).
    await s`select pg_wal_replay_pause()`;
    try {
      await p`insert into marks values (2)`;
      const written = await insertLsn();
      await until(async () => lsnValue((await s`select pg_last_wal_receive_lsn()::text as lsn`)[0]!.lsn) >= insertEnd(written));
      await replica.noteWrite('writer');
      now += 200;
      expect(await replica.readerFor('reader')).toBe(standby.db);
      // Held indeed: the standby has the first row only.
      expect((await s`select count(*)::int as n from marks`)[0]!.n).toBe(1);
      // The writer reads its own write: on the primary until the standby has it.
      expect(await replica.readerFor('writer')).toBe(primary.db);

      // Held past MAX_LAG_MS: the standby serves no one.
      now += MAX_LAG_MS;
      expect(await replica.readerFor('reader')).toBe(primary.db);
      expect(await replica.readerFor('writer')).toBe(primary.db);
    } finally {
      await s`select pg_wal_replay_resume()`;
    }
    // Caught up again: both read on the standby, the writer's row there.
    await until(replayed);
    now += 200;
    expect(await replica.readerFor('reader')).toBe(standby.db);
    expect(await replica.readerFor('writer')).toBe(standby.db);
    expect(replica.served).toEqual({ primary: 3, replica: 5 });
  }, 60_000);

  it('sends every read to the primary when the read URL is not a standby, or does not answer', async () => {
    // DATABASE_READ_URL pointing at the primary itself (a second handle, as the server would open).
    const samePrimary = await openDatabase({ url: primaryUrl, maxConnections: 1 });
    try {
      const notStandby = new ReadReplica(primary.db, samePrimary.db);
      expect(await notStandby.readerFor('reader')).toBe(primary.db);
      expect(notStandby.served).toEqual({ primary: 1, replica: 0 });
    } finally {
      await samePrimary.close();
    }

    const nowhere = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/escrow_failover', maxConnections: 1 });
    try {
      const down = new ReadReplica(primary.db, nowhere.db);
      expect(await down.readerFor('reader')).toBe(primary.db);
      expect(await down.readerFor('reader')).toBe(primary.db);
    } finally {
      await nowhere.close();
    }
  });
});
