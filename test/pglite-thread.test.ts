/**
 * The embedded database on its own thread (src/db/pglite-thread.ts, the server's default): what drizzle relies
 * on holds there as in-process — results and types, transactions that commit, roll back and nest, errors with
 * their SQLSTATE — and the event loop stays free while it works (issue 35); a caller's statement goes before the
 * service's own background work, without breaking into a transaction and without starving that work.
 */
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { FOREGROUND_BURST, PGliteThread } from '../src/db/pglite-thread.ts';
import { backgroundWork } from '../src/db/priority.ts';
import { queryRows } from '../src/db/query.ts';
import { tenants } from '../src/db/schema/index.ts';
import { createTenant } from '../src/services/tenants.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ url: 'memory://', thread: true });
  await database.migrate();
});
afterAll(() => database.close());

describe('PGlite on its own thread', () => {
  it('migrates, and answers with the types drizzle expects (text dates, numbers, bytes, JSON)', async () => {
    expect(database.location).toBe('memory:// (own thread)');
    const [row] = await queryRows<{ at: string; n: number; b: Uint8Array; j: { a: number[] } }>(
      database.db,
      sql`select timestamptz '2026-11-26 10:00:00+00' as at, 42::int as n, '\\x0102ff'::bytea as b, '{"a":[1,2]}'::jsonb as j`,
    );
    expect(row).toEqual({ at: '2026-11-26 10:00:00+00', n: 42, b: new Uint8Array([1, 2, 255]), j: { a: [1, 2] } });
    const { tenant } = await createTenant(database.db, { name: 'Threaded' }, null);
    const [read] = await database.db.select().from(tenants).where(sql`${tenants.id} = ${tenant.id}`);
    expect(read!.createdAt).toBeInstanceOf(Date);
    expect(read!.name).toBe('Threaded');
  });

  it('commits, rolls back on a throw, and nests savepoints', async () => {
    const db = database.db;
    await db.execute(sql`create table thread_t (id int primary key)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t values (1)`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into thread_t values (2)`);
      });
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_t values (3)`);
          throw new Error('undo the savepoint only');
        })
        .catch(() => {});
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_t values (4)`);
        throw new Error('undo all');
      }),
    ).rejects.toThrow('undo all');
    expect(await queryRows(db, sql`select id from thread_t order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('reports a database error with its SQLSTATE and constraint, and goes on serving', async () => {
    const error = await database.db.execute(sql`insert into thread_t values (1)`).catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_t_pkey' });
    expect(await queryRows(database.db, sql`select count(*)::int as n from thread_t`)).toEqual([{ n: 2 }]);
  });

  it('a query outside a transaction waits for it to end, as in-process', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into thread_t values (10)`);
      order.push('in transaction');
      await held;
      order.push('committing');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from thread_t`).then((rows) => {
      order.push('outside read');
      return rows;
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    expect(await outside).toEqual([{ n: 3 }]);
    expect(order).toEqual(['in transaction', 'committing', 'outside read']);
  });

  it('keeps the event loop free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    clearInterval(timer);
    // In-process no timer can fire until the statement returns (WebAssembly holds the thread); on its own thread they do.
    expect(ticks).toBeGreaterThan(0);
  });
});

describe("callers' statements before the service's own work", () => {
  let thread: PGliteThread;
  beforeAll(async () => {
    thread = await PGliteThread.create(undefined);
    await thread.exec('create table ran (n serial primary key, label text not null)');
  });
  afterAll(() => thread.close());
  beforeEach(() => thread.exec('truncate ran restart identity'));

  // The order statements ran in, as the database saw it (a sequence is not rolled back or reordered).
  const run = (label: string) => thread.query('insert into ran (label) values ($1)', [label]);
  const ranOrder = async () => (await thread.query<{ label: string }>('select label from ran order by n')).rows.map((r) => r.label);

  it("a caller's statement queued behind background statements runs before the next of them", async () => {
    // The first background statement goes to the thread at once; the other two and the caller's wait for it.
    const background = backgroundWork(() => ['b1', 'b2', 'b3'].map(run), true);
    const caller = run('f1');
    expect(thread.foregroundWaiting).toBe(1);
    await Promise.all([...background, caller]);
    expect(thread.foregroundWaiting).toBe(0);
    // In arrival order it would be b1, b2, b3, f1.
    expect(await ranOrder()).toEqual(['b1', 'f1', 'b2', 'b3']);
  });

  it('a background transaction already begun finishes before a waiting caller runs: nothing runs inside it but its own statements', async () => {
    let begun!: () => void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const job = backgroundWork(
      () =>
        thread.transaction(async (tx) => {
          await tx.query('insert into ran (label) values ($1)', ['t1']);
          begun();
          // The job's own work between its statements (screening in JavaScript): the transaction holds the database meanwhile.
          await held;
          await tx.query('insert into ran (label) values ($1)', ['t2']);
        }),
      true,
    );
    await inside;
    const caller = run('f1');
    const laterJob = backgroundWork(() => run('b1'), true);
    expect(thread.foregroundWaiting).toBe(1);
    release();
    await Promise.all([job, caller, laterJob]);
    expect(await ranOrder()).toEqual(['t1', 't2', 'f1', 'b1']);
  });

  it("a caller's transaction is not broken into by background statements queued meanwhile", async () => {
    const tx = thread.transaction(async (t) => {
      await t.query('insert into ran (label) values ($1)', ['f1']);
      await t.query('insert into ran (label) values ($1)', ['f2']);
    });
    const job = backgroundWork(() => run('b1'), true);
    await Promise.all([tx, job]);
    expect(await ranOrder()).toEqual(['f1', 'f2', 'b1']);
  });

  it("background work is slowed by a stream of callers' statements, never stopped: one goes after every FOREGROUND_BURST", async () => {
    const first = run('f0');
    const job = backgroundWork(() => run('b1'), true);
    const callers = Array.from({ length: FOREGROUND_BURST + 4 }, (_, i) => run(`f${i + 1}`));
    await Promise.all([first, job, ...callers]);
    const order = await ranOrder();
    // f0 was under way when b1 came; then FOREGROUND_BURST callers' statements, then b1, then the rest.
    expect(order.indexOf('b1')).toBe(FOREGROUND_BURST + 1);
    expect(order).toHaveLength(FOREGROUND_BURST + 6);
  });
});

describe('when the thread dies', () => {
  it('refuses every query after, and says so through `lost` (the server then fails /readyz and exits)', async () => {
    const thread = await PGliteThread.create(undefined);
    expect((await thread.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    // What PGlite aborting looks like from the main thread: the worker is gone. Reached past `private` on purpose.
    await (thread as unknown as { worker: Worker }).worker.terminate();
    const error = await thread.lost;
    expect(error.message).toMatch(/thread exited/);
    await expect(thread.query('select 1')).rejects.toThrow(/thread exited/);
    await thread.close();
  });

  it('a close is not a death: `lost` never settles', async () => {
    const thread = await PGliteThread.create(undefined);
    let settled = false;
    void thread.lost.then(() => (settled = true));
    await thread.close();
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
  });
});
