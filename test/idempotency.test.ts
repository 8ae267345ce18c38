import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema/index.ts';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_MS, sweepExpiredIdempotencyKeys } from '../src/services/idempotency.ts';
import { failInsertsContaining } from './helpers/faults.ts';
import { countRows, createHarness, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

let seq = 0;
const newKey = () => `key-${Date.now().toString(36)}-${seq++}`;
const user = (tag: string) => ({ name: `Idem ${tag}`, email: `idem.${tag}.${seq++}.${Date.now().toString(36)}@example.com`, phone: '+14155552671' });
const post = (path: string, body: unknown, key: string | undefined, auth: KeyCreds = t.sandbox) =>
  h.request('POST', path, { body, auth, headers: key === undefined ? {} : { 'Idempotency-Key': key } });

describe('Idempotency-Key on POST', () => {
  it('replays the stored status and body with Idempotent-Replayed: true', async () => {
    const key = newKey();
    const body = [user('a'), user('b')];
    const first = await post('/v1/tenants/add-user-bulk', body, key);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ created: 2, skipped: 0, failed: [] });
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await post('/v1/tenants/add-user-bulk', body, key);
    expect(second.status).toBe(200);
    // Without the key, a second run would report {created: 0, skipped: 2}: this is the stored answer.
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('422 idempotency_key_reused for another body or another route, changing nothing', async () => {
    const key = newKey();
    await post('/v1/tenants/add-user', user('c'), key);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const otherBody = await post('/v1/tenants/add-user', user('d'), key);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error).toMatchObject({ code: 'idempotency_key_reused', type: 'idempotency_error' });
    const otherRoute = await post('/v1/tenants/add-user-bulk', [user('e')], key);
    expect(otherRoute.status).toBe(422);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('20 concurrent requests with one key run the operation once', async () => {
    const key = newKey();
    const body = [user('race')];
    const results = await Promise.all(Array.from({ length: 20 }, () => post('/v1/tenants/add-user-bulk', body, key)));
    const ok = results.filter((r) => r.status === 200);
    const busy = results.filter((r) => r.status === 409);
    expect(ok.length + busy.length).toBe(20);
    for (const r of busy) expect(r.body.error.code).toBe('idempotency_key_in_use');
    // Every success is the one execution's answer: created 1, never a second run's "skipped 1".
    for (const r of ok) expect(r.body).toEqual({ created: 1, skipped: 0, failed: [] });
    expect(ok.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    expect(await countRows(h.db, 'users', t.sandbox.environmentId, emailIs(body[0]!.email))).toBe(1);
    expect(await countRows(h.db, 'events', t.sandbox.environmentId, eventFor(body[0]!.email))).toBe(1);
  });

  it('stores 4xx answers and replays them; corrected bodies need a new key', async () => {
    const key = newKey();
    const bad = { name: 'Bad', email: 'not-an-email', phone: '+14155552671' };
    const first = await post('/v1/tenants/add-user', bad, key);
    expect(first.status).toBe(400);
    const replay = await post('/v1/tenants/add-user', bad, key);
    expect(replay.status).toBe(400);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect({ ...replay.body.error, requestId: 'x' }).toEqual({ ...first.body.error, requestId: 'x' });
    expect(replay.body.error.requestId).toBe(replay.headers.get('x-request-id'));
    expect((await post('/v1/tenants/add-user', { ...bad, email: `fixed.${seq++}@example.com` }, key)).status).toBe(422);
  });

  it('does not store 5xx answers: a retry with the key runs again', async () => {
    const key = newKey();
    const body = user('fivexx');
    const remove = await failInsertsContaining(h.db, 'events', 'data', body.email);
    let first;
    try {
      first = await post('/v1/tenants/add-user', body, key);
    } finally {
      await remove();
    }
    expect(first.status).toBe(500);
    const retry = await post('/v1/tenants/add-user', body, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.email).toBe(body.email);
  });

  it('forgets keys after 24 hours, and the sweep deletes them', async () => {
    const key = newKey();
    await post('/v1/tenants/add-user', user('old'), key);
    h.clock.advance(IDEMPOTENCY_TTL_MS + 1000);
    const reused = await post('/v1/tenants/add-user', user('new'), key);
    expect(reused.status).toBe(200);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();

    const stale = newKey();
    await post('/v1/tenants/add-user', user('stale'), stale);
    h.clock.advance(IDEMPOTENCY_TTL_MS + 1000);
    expect(await sweepExpiredIdempotencyKeys(h.db, h.clock.now())).toBeGreaterThanOrEqual(1);
    const rows = await h.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.environmentId, t.sandbox.environmentId), eq(idempotencyKeys.key, stale)));
    expect(rows).toEqual([]);
  });

  it('scopes keys to tenant and environment', async () => {
    const other = await h.tenant();
    const key = newKey();
    const a = await post('/v1/tenants/add-user', user('scope-a'), key, t.sandbox);
    const b = await post('/v1/tenants/add-user', user('scope-b'), key, t.live);
    const c = await post('/v1/tenants/add-user', user('scope-c'), key, other.sandbox);
    for (const r of [a, b, c]) {
      expect(r.status).toBe(200);
      expect(r.headers.get('idempotent-replayed')).toBeNull();
    }
  });

  it('rejects malformed keys with 400 and writes nothing', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const key of ['', 'k'.repeat(256), 'tab\there', 'ünïcode']) {
      const res = await h.request('POST', '/v1/tenants/add-user', { body: user('badkey'), auth: t.sandbox, headers: { 'Idempotency-Key': key } });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', param: 'Idempotency-Key' });
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('is honoured over tRPC too, with the same key space', async () => {
    const key = newKey();
    const body = user('trpc');
    const rest = await post('/v1/tenants/add-user', body, key);
    const trpc = await h.request('POST', '/trpc/users.add', { body, auth: t.sandbox, headers: { 'Idempotency-Key': key } });
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get('idempotent-replayed')).toBe('true');
    expect(trpc.body.result.data).toEqual(rest.body);
  });

  it('takes over a claim whose process died, but not a live one', async () => {
    const key = newKey();
    const body = user('crash');
    const now = h.clock.now();
    await h.db.insert(idempotencyKeys).values({
      tenantId: t.tenantId,
      environmentId: t.sandbox.environmentId,
      key,
      operation: 'users.add',
      requestHash: 'will-be-compared',
      state: 'running',
      // Just claimed (a claim is leased for IDEMPOTENCY_LEASE_MS): live, within the grace its request gets to begin.
      lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    });
    // A live claim with another body: reused; fix the hash to match and it is in use.
    expect((await post('/v1/tenants/add-user', body, key)).status).toBe(422);
    const { canonicalJson } = await import('../src/lib/canonical-json.ts');
    const { sha256Hex } = await import('../src/lib/crypto.ts');
    const where = and(eq(idempotencyKeys.environmentId, t.sandbox.environmentId), eq(idempotencyKeys.key, key));
    await h.db
      .update(idempotencyKeys)
      .set({ requestHash: sha256Hex(canonicalJson(body)) })
      .where(where);
    const busy = await post('/v1/tenants/add-user', body, key);
    expect([busy.status, busy.body.error.code]).toEqual([409, 'idempotency_key_in_use']);
    h.clock.advance(3 * 60_000);
    const takenOver = await post('/v1/tenants/add-user', body, key);
    expect(takenOver.status).toBe(200);
    const [row] = await h.db.select().from(idempotencyKeys).where(where);
    expect(row).toMatchObject({ state: 'completed', responseStatus: 200 });
  });

  it('does not apply to GET routes', async () => {
    const res = await h.request('GET', '/v1/tenants/me', { auth: t.sandbox, headers: { 'Idempotency-Key': 'k'.repeat(300) } });
    expect(res.status).toBe(200);
  });
});

// On PGlite both apps share one embedded database in-process; on Postgres (CI) they have separate connection pools.
describe('idempotency across two app instances on one database', () => {
  it('executes once when two servers receive the same key at once', async () => {
    const second = process.env.TEST_DATABASE_URL ? await createHarness() : h;
    try {
      const key = newKey();
      const body = [user('two-servers')];
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? second : h).request('POST', '/v1/tenants/add-user-bulk', { body, auth: t.sandbox, headers: { 'Idempotency-Key': key } }),
        ),
      );
      for (const r of results) expect([200, 409]).toContain(r.status);
      for (const r of results.filter((x) => x.status === 200)) expect(r.body.created).toBe(1);
      expect(await countRows(h.db, 'events', t.sandbox.environmentId, eventFor(body[0]!.email))).toBe(1);
    } finally {
      if (second !== h) await second.close();
    }
  });
});

function emailIs(email: string) {
  return sql`email_key = ${email.toLowerCase()}`;
}
function eventFor(email: string) {
  return sql`data->>'email' = ${email.toLowerCase()}`;
}
