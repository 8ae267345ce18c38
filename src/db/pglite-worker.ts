/**
 * The embedded database's own thread (src/db/pglite-thread.ts is the other side): PGlite runs its queries
 * synchronously in WebAssembly, so on the main thread a long statement (a 10,000-user bulk insert, a
 * screening batch) stops the event loop and every request behind it waits (issue 35). Here it stops only
 * this thread. One message per query; a transaction holds PGlite's own lock while the main thread sends
 * the statements of its callback, then commits or rolls back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import type { ThreadRequest, ThreadResponse } from './pglite-thread.ts';

// drizzle reads dates and intervals as PGlite's text: the same parsers it passes, applied here.
const AS_TEXT = {
  [types.TIMESTAMP]: (v: string) => v,
  [types.TIMESTAMPTZ]: (v: string) => v,
  [types.INTERVAL]: (v: string) => v,
  [types.DATE]: (v: string) => v,
};

type Queryable = Pick<PGlite, 'query' | 'exec'>;

const { dataDir, loadDataDir } = workerData as { dataDir?: string; loadDataDir?: Blob };
const port = parentPort!;
const db = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
/** Open transactions by id: the handle their statements run on, and how to end them. */
const open = new Map<number, { tx: Queryable; end: (commit: boolean) => void }>();
let nextTx = 1;

function reply(response: ThreadResponse, transfer: ArrayBuffer[] = []) {
  port.postMessage(response, transfer);
}

function failure(id: number, error: unknown): ThreadResponse {
  const e = error as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'dataType', 'routine']) {
    if (typeof e?.[key] === 'string') fields[key] = e[key];
  }
  return { id, ok: false, error: { message: error instanceof Error ? error.message : String(error), fields } };
}

async function run(request: Extract<ThreadRequest, { op: 'query' | 'exec' }>, on: Queryable) {
  if (request.op === 'exec') return on.exec(request.sql);
  return on.query(request.sql, request.params, { rowMode: request.rowMode, ...(request.rawDates ? { parsers: AS_TEXT } : {}) });
}

port.on('message', async (request: ThreadRequest) => {
  try {
    switch (request.op) {
      case 'query':
      case 'exec': {
        const on = request.tx === undefined ? db : open.get(request.tx)?.tx;
        if (!on) throw new Error(`no open transaction ${request.tx}`);
        reply({ id: request.id, ok: true, result: await run(request, on) });
        return;
      }
      case 'begin': {
        const txId = nextTx++;
        // PGlite's transaction(): its lock is held until the callback settles, which the main thread's commit or rollback decides.
        db.transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              open.set(txId, { tx, end: (commit) => (commit ? resolve() : reject(new RollbackRequested())) });
              reply({ id: request.id, ok: true, result: txId });
            }),
        ).then(
          () => settle(txId, true),
          (error: unknown) => settle(txId, error instanceof RollbackRequested, error),
        );
        return;
      }
      case 'commit':
      case 'rollback': {
        const entry = open.get(request.tx);
        if (!entry) throw new Error(`no open transaction ${request.tx}`);
        ending.set(request.tx, request.id);
        entry.end(request.op === 'commit');
        return;
      }
      case 'close':
        await db.close();
        reply({ id: request.id, ok: true, result: null });
        port.close();
        return;
    }
  } catch (error) {
    reply(failure(request.id, error));
  }
});

class RollbackRequested extends Error {}
/** The request waiting for each transaction's end (commit or rollback). */
const ending = new Map<number, number>();

function settle(txId: number, ok: boolean, error?: unknown) {
  open.delete(txId);
  const id = ending.get(txId);
  ending.delete(txId);
  if (id === undefined) return;
  reply(ok ? { id, ok: true, result: null } : failure(id, error));
}

reply({ id: 0, ok: true, result: 'ready' });
