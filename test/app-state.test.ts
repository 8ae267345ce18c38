/**
 * State in the app, not the module (issue 36): what an app keeps in memory about its database — the auth cache,
 * prepared statements, the sanctions indexes — lives with its dependencies and its database handle, so two apps in
 * one process share none of it; and work a service asks to run after its commit (clearing a cache) waits for the
 * real commit when the service's transaction is only a savepoint of its caller's (an Idempotency-Key's).
 */
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { afterCommit, trackHandle } from '../src/db/handle.ts';
import type { Db } from '../src/db/query.ts';
import * as schema from '../src/db/schema/index.ts';
import { bindAppState, createAppState } from '../src/services/app-state.ts';
import { authCache } from '../src/services/auth.ts';
import { claimIdempotencyKey, runClaimed } from '../src/services/idempotency.ts';
import { revokeKeyPair } from '../src/services/keys.ts';
import { sanctionsIndexes } from '../src/services/sanctions/index-cache.ts';
import { fileHarness, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
  h.clock.freeze();
});

const pairId = async (creds: KeyCreds) =>
  (await h.db.select({ id: schema.apiKeys.id }).from(schema.apiKeys).where(eq(schema.apiKeys.publishableKey, creds.publishableKey)))[0]!.id;

/** A second database handle on the same database (as a second process would have), tracked like openDatabase's. */
function secondHandle(): Db {
  const client = (h.db as unknown as { $client: unknown }).$client;
  const db = h.database.kind === 'pglite' ? drizzlePglite(client as PGlite, { schema }) : drizzlePostgres(client as Sql, { schema });
  return trackHandle(db as unknown as Db);
}

describe('two apps in one process share nothing', () => {
  it("each has its own auth cache, sanctions indexes and statements: one app's change is seen by the other only after its cache's bound", async () => {
    const other = { ...h.deps, db: secondHandle(), state: createAppState({ authCache: { ttlMs: 2000, now: () => h.clock.now().getTime() } }) };
    const app = createApp(other);
    expect(other.state.auth).not.toBe(h.deps.state.auth);
    expect(other.state.sanctions).not.toBe(h.deps.state.sanctions);
    expect(authCache(other.db)).toBe(other.state.auth);
    expect(authCache(h.db)).toBe(h.deps.state.auth);

    const creds: KeyCreds = await h.keyWithScopes(t, 'sandbox', ['tenants.read', 'sanctions.screen']);
    const me = (via: 'first' | 'second') =>
      via === 'first'
        ? h.request('GET', '/v1/tenants/me', { auth: creds })
        : app.request('/v1/tenants/me', { headers: { 'x-api-key': creds.publishableKey, 'x-api-secret': creds.secretKey } });
    expect((await me('first')).status).toBe(200);
    expect((await me('second')).status).toBe(200);

    // Revoked through the second app's handle: that app knows at once, the first only when its cache entry expires.
    await revokeKeyPair(other.db, { id: await pairId(creds) });
    expect((await me('second')).status).toBe(401);
    expect((await me('first')).status).toBe(200);
    h.clock.advance(2_001);
    expect((await me('first')).status).toBe(401);

    // Screening builds the index of the app that screens, in that app only.
    const screen = await h.request('POST', '/v1/sanctions/screen', { auth: t.sandbox, body: { name: 'Ada Lovelace' } });
    expect(screen.status, screen.text).toBe(200);
    expect(sanctionsIndexes(h.db).byKey.size).toBeGreaterThan(0);
    expect(sanctionsIndexes(other.db).byKey.size).toBe(0);
  });

  it('a database handle belongs to one app: binding another app state to it is refused', () => {
    expect(() => bindAppState(h.db, createAppState())).toThrow(/already has its auth cache/);
    // Its own state again is fine (createApp binds on every call).
    expect(() => bindAppState(h.db, h.deps.state)).not.toThrow();
  });
});

describe('after-commit work waits for the real commit', () => {
  it('runs once the outermost transaction commits, savepoints included, and never when it rolls back', async () => {
    const seen: string[] = [];
    await h.db.transaction(async (tx) => {
      afterCommit(tx, () => seen.push('outer'));
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => seen.push('savepoint'));
      });
      seen.push('before commit');
    });
    expect(seen).toEqual(['before commit', 'outer', 'savepoint']);

    const dropped: string[] = [];
    await expect(
      h.db.transaction(async (tx) => {
        afterCommit(tx, () => dropped.push('after'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(dropped).toEqual([]);
    afterCommit(h.db, () => dropped.push('no transaction: now'));
    expect(dropped).toEqual(['no transaction: now']);
  });

  it('a key revoked inside an idempotent call is not served stale after its commit to a reader that read before it', async () => {
    const creds = await h.keyWithScopes(t, 'sandbox', ['tenants.read']);
    const id = await pairId(creds);
    expect((await h.request('GET', '/v1/tenants/me', { auth: creds })).status).toBe(200);
    const cache = authCache(h.db);
    // The row as every reader outside the transaction sees it until the commit: not revoked.
    const committed = await cache.cached(creds.publishableKey);
    expect(committed?.revokedAt).toBeNull();

    const claim = await claimIdempotencyKey({
      db: h.db,
      clock: h.clock,
      scope: { partition: { tenantId: t.tenantId, environmentId: creds.environmentId } },
      key: `after-commit-${Math.random()}`,
      operation: 'test.revoke',
      rawInput: {},
    });
    if ('replayed' in claim) throw new Error('a fresh key was replayed');
    const outcome = await runClaimed(claim, async (tx) => {
      // The service commits its own (nested) transaction and asks for the cache to be cleared after the commit.
      await revokeKeyPair(tx, { id });
      // Meanwhile a request on another connection misses the cache and reads the committed row — not yet revoked.
      await cache.row(creds.publishableKey, async () => committed);
      return { ok: true, data: null, status: 200 };
    });
    expect(outcome.ok).toBe(true);
    // Cleared after the real commit: the next request reads the revoked pair.
    const after = await h.request('GET', '/v1/tenants/me', { auth: creds });
    expect([after.status, after.body.error.code]).toEqual([401, 'key_revoked']);
  });

  // On Postgres the reader is a real request on another connection, between the service's savepoint and the commit.
  it.runIf(process.env.TEST_DATABASE_URL)('the same with a real concurrent request (Postgres)', async () => {
    const creds = await h.keyWithScopes(t, 'sandbox', ['tenants.read']);
    const id = await pairId(creds);
    const claim = await claimIdempotencyKey({
      db: h.db,
      clock: h.clock,
      scope: { partition: { tenantId: t.tenantId, environmentId: creds.environmentId } },
      key: `after-commit-pg-${Math.random()}`,
      operation: 'test.revoke',
      rawInput: {},
    });
    if ('replayed' in claim) throw new Error('a fresh key was replayed');
    await runClaimed(claim, async (tx) => {
      await revokeKeyPair(tx, { id });
      const during = await h.request('GET', '/v1/tenants/me', { auth: creds });
      expect(during.status).toBe(200); // not committed yet: the pair still works
      return { ok: true, data: null, status: 200 };
    });
    const after = await h.request('GET', '/v1/tenants/me', { auth: creds });
    expect([after.status, after.body.error.code]).toEqual([401, 'key_revoked']);
  });
});
