/**
 * PGlite on a worker thread (src/db/pglite-worker.ts), behind the part of PGlite's interface drizzle uses
 * (`query`, `exec`, `transaction`, `close`). The embedded database runs its statements synchronously; on the
 * main thread a long one stopped the event loop, so the server's own work (a bulk load, screening) made it
 * shed its callers' requests as overload (issue 35). On its own thread the event loop stays free: requests
 * that need no database answer at once, and the others wait only for the statement under way. Statements
 * still run one at a time, and a transaction still holds the database until it ends, as PGlite does.
 */
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'object' | 'array'; rawDates: boolean; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

export type ThreadResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string; fields: Record<string, unknown> } };

type Body = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'object' | 'array';
  parsers?: unknown;
}

/**
 * The worker: beside this file in the server bundle (dist/server/pglite-worker.mjs); from the sources (tests, tsx
 * scripts) the TypeScript file, through tsx's loader, which a worker thread does not inherit.
 */
function startWorker(workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, { eval: true, workerData });
}

/** A statement's handle inside a transaction: what drizzle's session calls on PGlite's. */
class ThreadTransaction {
  constructor(
    private readonly thread: PGliteThread,
    private readonly tx: number,
  ) {}
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.thread.query<T>(sql, params, options, this.tx);
  }
  exec(sql: string): Promise<Results[]> {
    return this.thread.exec(sql, this.tx);
  }
}

export class PGliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failed?: Error;
  private closing = false;
  private onLost!: (error: Error) => void;
  /**
   * Settles when the thread dies on its own (PGlite aborted, out of memory): from then on every query is refused,
   * so the server stops being ready and exits (src/server.ts) for its supervisor to start it again. Never on close().
   */
  readonly lost = new Promise<Error>((resolve) => {
    this.onLost = resolve;
  });

  private constructor(private readonly worker: Worker) {
    worker.on('message', (response: ThreadResponse) => {
      const waiter = this.pending.get(response.id);
      if (!waiter) return;
      this.pending.delete(response.id);
      if (response.ok) waiter.resolve(response.result);
      else waiter.reject(Object.assign(new Error(response.error.message), response.error.fields));
    });
    // The thread died (PGlite aborted): every caller hears it, now and later.
    const die = (error: Error) => {
      if (this.failed) return;
      this.failed = error;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
      if (!this.closing) this.onLost(error);
    };
    worker.on('error', die);
    worker.on('exit', (code) => die(new Error(`the embedded database's thread exited (${code})`)));
  }

  /** Opens PGlite on its thread (at `dataDir`, or in memory, from a dump when given); resolves once it is ready. */
  static async create(dataDir: string | undefined, opts: { loadDataDir?: Blob } = {}): Promise<PGliteThread> {
    const worker = startWorker({ dataDir, loadDataDir: opts.loadDataDir });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: ThreadResponse) => (m.ok ? resolve() : reject(new Error(m.error.message))));
      worker.once('error', reject);
    });
    return new PGliteThread(worker);
  }

  private send<T>(body: Body): Promise<T> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...body, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.send({ op: 'query', sql, params, rowMode: options?.rowMode, rawDates: options?.parsers !== undefined, tx });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.send({ op: 'exec', sql, tx });
  }

  /** As PGlite's: the callback's statements run in one transaction, committed when it resolves and rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.send<number>({ op: 'begin' });
    let result: T;
    try {
      result = await callback(new ThreadTransaction(this, tx));
    } catch (error) {
      await this.send({ op: 'rollback', tx }).catch(() => {});
      throw error;
    }
    await this.send({ op: 'commit', tx });
    return result;
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.failed) await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}
