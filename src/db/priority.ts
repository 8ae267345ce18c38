/**
 * Whose statement this is: a caller's (an API call someone is waiting for) or the service's own background work
 * (screening, webhook delivery, email, sweeps, request-log rows). The embedded database serves one statement at
 * a time; its thread (src/db/pglite-thread.ts) runs a caller's statement before the next background one, so a
 * keyed read waits for at most the statement or background transaction under way, not for a queue of the
 * service's own work (issue 35). PostgreSQL serves many sessions at once and ignores the mark.
 *
 * The mark rides on the async context: everything `backgroundWork` starts — awaited continuations, timers and
 * loops it creates — is background work, with no handle or argument to thread through the services.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const context = new AsyncLocalStorage<'background'>();

/**
 * Runs `work`, and everything it starts, as background work — when `mark` is true, i.e. when the database orders
 * statements by the mark (the embedded database on its thread). Otherwise `work` just runs: the first `run` of an
 * AsyncLocalStorage makes Node track the context of every promise in the process from then on, which cost the API
 * 13–35 % of its server CPU per request on PostgreSQL, where nothing reads the mark (docs/benchmarks.md, issue 36).
 */
export function backgroundWork<T>(work: () => T, mark: boolean): T {
  return mark ? context.run('background', work) : work();
}

/** Whether the code running now was started by `backgroundWork`. */
export function isBackgroundWork(): boolean {
  return context.getStore() === 'background';
}
