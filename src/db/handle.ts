/**
 * What belongs to a database handle rather than to a module:
 *
 * - the state of the app that owns the handle (src/services/app-state.ts: its auth cache, its sanctions
 *   indexes), in slots reachable from the handle and from every transaction opened through it, so the domain —
 *   which is handed a handle and nothing else — uses its app's caches and never another app's;
 * - what belongs to one handle object only (`ownSlot`: a statement prepared on it);
 * - work waiting for a commit (clearing a cache of what a transaction changed). A service opens its own
 *   transaction, but its caller may have opened one around it (an Idempotency-Key's, which stores the answer
 *   with the effects), and then the service's is only a savepoint: `afterCommit` queues the work until the
 *   outermost transaction commits, and drops it when that rolls back.
 *
 * They ride on the handle object: `transaction` is wrapped on the instance (drizzle's public method, called as
 * is), so each transaction object it hands out carries them too, savepoints included.
 */
import type { Db, DbOrTx } from './query.ts';

const LOCAL = Symbol('handle local');

interface Local {
  /** What the app keeps for this handle and its transactions (src/services/app-state.ts fills it). */
  slots: Record<symbol, unknown>;
  /** What belongs to this one handle object (a statement prepared on it, a check made in its transaction). */
  own: Record<symbol, unknown>;
  /** Inside a transaction: the outermost transaction's queue. Absent on the root handle. */
  pending?: (() => void)[];
}

type Handle = DbOrTx & { [LOCAL]?: Local };
type Begin = (work: (tx: DbOrTx) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Give a root handle its slots and commit tracking (openDatabase does, for every handle it opens). Returns the handle. */
export function trackHandle(db: Db): Db {
  const handle = db as Handle;
  if (!handle[LOCAL]) adopt(handle, { slots: {}, own: {} });
  return db;
}

/**
 * What a module keeps for this handle under `key` (its app's cache, say), made with `make` on first use and
 * shared by every transaction of the handle. An untracked handle (one openDatabase did not make) keeps
 * nothing: each call makes a new one.
 */
export function handleSlot<T>(db: DbOrTx, key: symbol, make: () => T): T {
  const local = (db as Handle)[LOCAL];
  if (!local) return make();
  if (!(key in local.slots)) local.slots[key] = make();
  return local.slots[key] as T;
}

/** Put `value` in the handle's slot `key` before anything uses it (an app configuring its cache); refused once the slot holds another. */
export function fillSlot<T>(db: Db, key: symbol, value: T): void {
  trackHandle(db);
  const local = (db as Handle)[LOCAL]!;
  if (key in local.slots && local.slots[key] !== value) throw new Error(`this database handle already has its ${String(key.description)}`);
  local.slots[key] = value;
}

/**
 * Like `handleSlot`, but for this handle object alone: the root handle's stays with it, and each transaction
 * object has its own (a statement prepared on the root would run outside the transaction).
 */
export function ownSlot<T>(db: DbOrTx, key: symbol, make: () => T): T {
  const local = (db as Handle)[LOCAL];
  if (!local) return make();
  if (!(key in local.own)) local.own[key] = make();
  return local.own[key] as T;
}

/**
 * Run `work` once what `db` wrote is committed: now, when `db` is not inside a transaction (the caller's own
 * transaction has returned), else when the outermost transaction commits. It must be safe to run when nothing
 * changed (a savepoint that rolled back inside a transaction that committed): clearing a cache is.
 */
export function afterCommit(db: DbOrTx, work: () => void): void {
  const pending = (db as Handle)[LOCAL]?.pending;
  if (pending) pending.push(work);
  else work();
}

function adopt(handle: Handle, local: Local): void {
  Object.defineProperty(handle, LOCAL, { value: local, enumerable: false });
  const begin = handle.transaction as unknown as Begin;
  const wrapped: Begin = (work, config) => {
    const outermost = local.pending === undefined;
    const inner: Local = { slots: local.slots, own: {}, pending: local.pending ?? [] };
    const result = begin.call(
      handle,
      (tx) => {
        adopt(tx as Handle, inner);
        return work(tx);
      },
      config,
    );
    if (!outermost) return result;
    return result.then((value) => {
      for (const done of inner.pending!) done();
      return value;
    });
  };
  Object.defineProperty(handle, 'transaction', { value: wrapped, configurable: true, writable: true });
}
