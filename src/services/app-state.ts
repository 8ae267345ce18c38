/**
 * What an app keeps in memory about its database: the auth cache (key lookups, failed secrets) and the
 * sanctions indexes. Built with the app's dependencies (`AppDeps.state`: src/server.ts, the test harness)
 * and bound by createApp to the app's database handle, where the services find it (src/db/handle.ts) — so two
 * apps in one process share none of it, and no module holds any. Statements prepared through the handle stay
 * with it too.
 *
 * A handle no app configured (the worker process, the CLI, scripts) gets the defaults on first use, its own.
 */
import type { Db } from '../db/query.ts';
import { AuthCache, type AuthCacheOptions, DEFAULT_AUTH_CACHE, useAuthCache } from './auth.ts';
import { SanctionsIndexes, useSanctionsIndexes } from './sanctions/index-cache.ts';

export interface AppState {
  auth: AuthCache;
  sanctions: SanctionsIndexes;
}

export function createAppState(opts: { authCache?: AuthCacheOptions } = {}): AppState {
  return { auth: new AuthCache(opts.authCache ?? DEFAULT_AUTH_CACHE), sanctions: new SanctionsIndexes() };
}

/** Bind an app's state to its database handle; a handle serves one app (binding another state to it throws). */
export function bindAppState(db: Db, state: AppState): void {
  useAuthCache(db, state.auth);
  useSanctionsIndexes(db, state.sanctions);
}
