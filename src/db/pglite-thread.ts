/**
 * PGlite on a worker thread (src/db/pglite-worker.ts), behind the part of PGlite's interface drizzle uses
 * (`query`, `exec`, `transaction`, `close`). The embedded database runs its statements synchronously; on the
 * main thread a long one stopped the event loop, so the server's own work (a bulk load, screening) made it
 * shed its callers' requests as overload (issue 35). On its own thread the event loop stays free: requests
 * that need no database answer at once. Statements still run one at a time, and a transaction still holds the
 * database until it ends, as PGlite does.
 *
 * Which statement runs next is decided here, one statement on the thread at a time: a caller's statement goes
 * before the service's own background work (src/db/priority.ts), so a read waits for the statement under way —
 * or for the rest of a background transaction already begun — not for a queue of screening batches. Background
 * statements run whenever no caller's statement waits, and one of them after every FOREGROUND_BURST callers'
 * statements in a row, so a steady stream of calls slows the service's own work but never stops it.
 */
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { isBackgroundWork } from './priority.ts';

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'object' | 'array'; rawDates: boolean; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

export type ThreadResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string; fields: Record<string, unknown> } };

type Body = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Callers' statements in a row, while background work waits, before one background statement goes. */
export const FOREGROUND_BURST = 16;

interface Queued {
  body: Body;
  background: boolean;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

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
  /** Statements not yet sent to the thread, in arrival order (`next` picks among them). */
  private readonly queue: Queued[] = [];
  /** The one statement on the thread. */
  private running?: Queued & { id: number };
  /** The transaction holding the database (begun, not yet ended): only its statements may run. */
  private holder?: number;
  /** Callers' statements sent in a row while background work waited. */
  private streak = 0;
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
      const done = this.running;
      if (!done || done.id !== response.id) return;
      this.running = undefined;
      const { body } = done;
      if (body.op === 'begin') this.holder = response.ok ? (response.result as number) : undefined;
      // Committed, rolled back, or failed to: the transaction is over on the thread either way.
      if ((body.op === 'commit' || body.op === 'rollback') && this.holder === body.tx) this.holder = undefined;
      if (response.ok) done.resolve(response.result);
      else done.reject(Object.assign(new Error(response.error.message), response.error.fields));
      this.pump();
    });
    // The thread died (PGlite aborted): every caller hears it, now and later.
    const die = (error: Error) => {
      if (this.failed) return;
      this.failed = error;
      const waiters = [...(this.running ? [this.running] : []), ...this.queue.splice(0)];
      this.running = undefined;
      for (const waiter of waiters) waiter.reject(error);
      if (!this.closing) this.onLost(error);
    };
    worker.on('error', die);
    worker.on('exit', (code) => die(new Error(`the embedded database's thread exited (${code})`)));
  }

  /** Callers' statements waiting for the database: background loops hold back while there are any (src/server.ts). */
  get foregroundWaiting(): number {
    let n = 0;
    for (const q of this.queue) if (!q.background) n++;
    return n;
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
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ body, background: isBackgroundWork(), resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** Sends the next statement to the thread, unless one is running there. */
  private pump(): void {
    if (this.running || this.failed) return;
    const at = this.next();
    if (at < 0) return;
    const picked = this.queue.splice(at, 1)[0]!;
    this.streak = !picked.background && this.queue.some((q) => q.background) ? this.streak + 1 : 0;
    const id = this.nextId++;
    this.running = { ...picked, id };
    this.worker.postMessage({ ...picked.body, id });
  }

  /** The queue index of what runs next, or -1: inside a transaction only its statements; else a caller's first. */
  private next(): number {
    if (this.holder !== undefined) return this.queue.findIndex((q) => 'tx' in q.body && q.body.tx === this.holder);
    const foreground = this.queue.findIndex((q) => !q.background);
    const background = this.queue.findIndex((q) => q.background);
    if (background >= 0 && (foreground < 0 || this.streak >= FOREGROUND_BURST)) return background;
    return foreground;
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
