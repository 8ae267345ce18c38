/**
 * Issue 33 #1 and #9, replayed. #1: a GET naming `tenants.me` 1,400 times (`?batch=1`) with a real publishable key
 * and a made-up secret cost ~2,800 database transactions, four in parallel starved other tenants, a debugLogging
 * batch wrote ~1,400 request-log rows and a batch of 200 `webhookEndpoints.test` calls sent 67 POSTs. Now one
 * request carries at most MAX_BATCH_CALLS calls (400 beyond), is authenticated once, and failed authentications
 * are throttled per publishable key and per client address (429 with the throttle's headers), a failed secret
 * costing no database round trip after the first. #9: an empty POST without a content type was answered 415
 * before the key was checked, without X-RateLimit-* and with requestId "unknown".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestEndpoint } from '../helpers/factories.ts';
import { authHeaders, countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from '../helpers/harness.ts';
import { Receiver } from '../helpers/receiver.ts';
import { MAX_BATCH_CALLS } from '../../src/trpc/handler.ts';
import { FAILED_AUTH_BUCKET } from '../../src/services/rate-limit.ts';
import { updateEnvironment } from '../../src/services/environments.ts';
import type { AuthCache } from '../../src/services/auth.ts';

const h = fileHarness({ rateLimits: 'memory' });
beforeAll(() => {
  // Behind one trusted proxy, so each request can come from its own address; no token refills while a test runs.
  h.deps.trustProxy = { kind: 'hops', hops: 1 };
  h.clock.freeze();
});

let addresses = 0;
/** A client address of its own (TEST-NET-3), for a request that must not share another's throttle. */
const freshAddress = () => `203.0.113.${++addresses % 250}`;
const from = (address: string) => ({ 'x-forwarded-for': address });
const madeUpSecret = () => `sk_test_${Array.from({ length: 32 }, () => 'abcdefghijkmnpqrstuvwxyz'[Math.floor(Math.random() * 24)]).join('')}`;
const withSecret = (creds: KeyCreds, secret: string) => ({ ...authHeaders(creds), 'x-api-secret': secret });
const batchOf = (procedure: string, n: number) => `/trpc/${Array.from({ length: n }, () => procedure).join(',')}?batch=1`;
const codesOf = (body: any): string[] => (Array.isArray(body) ? body : [body]).map((item) => item.error?.data?.code ?? 'ok');

/** Counts the database round trips of key authentication (the two lookups the auth cache can make). */
function countLookups(auth: AuthCache): { count: number } {
  const counter = { count: 0 };
  const row = auth.row.bind(auth);
  const otherPair = auth.otherPair.bind(auth);
  auth.row = (key, lookup) =>
    row(key, () => {
      counter.count++;
      return lookup();
    });
  auth.otherPair = (digest, lookup) =>
    otherPair(digest, () => {
      counter.count++;
      return lookup();
    });
  return counter;
}

describe('one /trpc request does the work of at most MAX_BATCH_CALLS calls (#33.1)', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await h.tenant();
  });

  it('a batch naming tenants.me 1,400 times with a made-up secret: 400 too_many_items at once, nothing counted, nothing written', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const address = freshAddress();
    const res = await h.request('GET', batchOf('tenants.me', 1_400), { headers: { ...withSecret(t.sandbox, madeUpSecret()), ...from(address) } });
    expect(res.status).toBe(400);
    expect(res.body.error.data).toMatchObject({ code: 'too_many_items', httpStatus: 400 });
    expect(res.body.error.message).toContain(`at most ${MAX_BATCH_CALLS} calls`);
    expect(res.body.error.data.requestId).toBe(res.headers.get('x-request-id'));
    // Refused before the key was looked at: the address has its whole failure budget left.
    for (let i = 0; i < FAILED_AUTH_BUCKET.capacity; i++) {
      const single = await h.request('GET', '/trpc/tenants.me', { headers: { ...withSecret(t.sandbox, madeUpSecret()), ...from(address) } });
      expect(codesOf(single.body), `failure ${i + 1}`).toEqual(['authentication_error']);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('a batch at the cap is authenticated once: its calls share one answer, and it counts one failure', async () => {
    const u = await h.tenant();
    const address = freshAddress();
    const headers = { ...withSecret(u.sandbox, madeUpSecret()), ...from(address) };
    const batch = await h.request('GET', batchOf('tenants.me', MAX_BATCH_CALLS), { headers });
    expect(batch.status).toBe(401);
    expect(codesOf(batch.body)).toEqual(Array(MAX_BATCH_CALLS).fill('authentication_error'));
    // The batch was one failure: the address and the key have capacity − 1 left, then the throttle answers.
    for (let i = 1; i < FAILED_AUTH_BUCKET.capacity; i++) {
      expect((await h.request('GET', '/trpc/tenants.me', { headers })).status, `failure ${i + 1}`).toBe(401);
    }
    const throttled = await h.request('GET', '/trpc/tenants.me', { headers });
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.data.code).toBe('rate_limit_exceeded');
    expect(throttled.headers.get('x-ratelimit-limit')).toBe(String(FAILED_AUTH_BUCKET.capacity));
    expect(throttled.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The same on REST (one throttle whatever the transport).
    expect((await h.request('GET', '/v1/tenants/me', { headers })).status).toBe(429);
    // A correct secret is never held back by failures, even from that address.
    expect((await h.request('GET', '/v1/tenants/me', { auth: u.sandbox, headers: from(address) })).status).toBe(200);
  });

  it("a flood of bad secrets is throttled per key and per address, costs no round trip per repeated secret, and other tenants' calls are served meanwhile", async () => {
    const victim = await h.tenant();
    const bystander = await h.tenant();
    const before = await tenantSnapshot(h.db, victim.tenantId);
    // Both keys looked up once already (the cache holds them): what is counted below is what failures cost.
    for (const creds of [victim.sandbox, bystander.sandbox]) expect((await h.request('GET', '/v1/tenants/me', { auth: creds })).status).toBe(200);
    const lookups = countLookups(h.deps.state.auth);
    const flood = FAILED_AUTH_BUCKET.capacity + 10;

    // One wrong secret, repeated: its pair check (the one round trip a wrong secret can cost) is made once.
    const secret = madeUpSecret();
    expect((await h.request('GET', '/v1/tenants/me', { headers: { ...withSecret(victim.sandbox, secret), ...from(freshAddress()) } })).status).toBe(401);
    const afterFirst = lookups.count;
    for (let i = 0; i < 5; i++) {
      expect((await h.request('GET', '/trpc/tenants.me', { headers: { ...withSecret(victim.sandbox, secret), ...from(freshAddress()) } })).status).toBe(401);
    }
    expect(lookups.count).toBe(afterFirst);

    // Many addresses, one key, fresh secrets each time — while the key's owner and another tenant keep calling.
    const [bad, owner, others] = await Promise.all([
      Promise.all(
        Array.from({ length: flood }, () =>
          h.request('GET', batchOf('tenants.me', MAX_BATCH_CALLS), { headers: { ...withSecret(victim.sandbox, madeUpSecret()), ...from(freshAddress()) } }),
        ),
      ),
      Promise.all(Array.from({ length: 10 }, () => h.request('GET', '/trpc/tenants.me', { auth: victim.sandbox, headers: from(freshAddress()) }))),
      Promise.all(Array.from({ length: 10 }, () => h.request('GET', '/v1/tenants/me', { auth: bystander.sandbox, headers: from(freshAddress()) }))),
    ]);
    const statuses = bad.map((r) => r.status);
    // The key had capacity − 6 failures left: those are 401s, the rest 429s, whatever the order they arrived in.
    expect(statuses.filter((s) => s === 401)).toHaveLength(FAILED_AUTH_BUCKET.capacity - 6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(flood - (FAILED_AUTH_BUCKET.capacity - 6));
    // Round trips: at most one pair check per failure the throttle let through, none for the ones it refused.
    expect(lookups.count - afterFirst).toBeLessThanOrEqual(FAILED_AUTH_BUCKET.capacity - 6);
    expect(owner.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(others.map((r) => r.status)).toEqual(Array(10).fill(200));

    // One address, many unknown keys: throttled before the lookup of a key it does not know.
    const address = freshAddress();
    const unknown = () => ({ 'x-api-key': `pk_test_${madeUpSecret().slice(8)}`, 'x-api-secret': madeUpSecret(), ...from(address) });
    const probes = await Promise.all(Array.from({ length: flood }, () => h.request('GET', '/v1/tenants/me', { headers: unknown() })));
    expect(probes.filter((r) => r.status === 401)).toHaveLength(FAILED_AUTH_BUCKET.capacity);
    expect(probes.filter((r) => r.status === 429)).toHaveLength(flood - FAILED_AUTH_BUCKET.capacity);
    const spent = lookups.count;
    expect((await h.request('GET', '/v1/tenants/me', { headers: unknown() })).status).toBe(429);
    expect(lookups.count).toBe(spent);

    expect(await tenantSnapshot(h.db, victim.tenantId)).toEqual(before);
  });

  it('a batch of webhookEndpoints.test calls sends one POST per call and spends one token per call; an over-cap one sends none', async () => {
    const u = await h.tenant();
    const receiver = await new Receiver().start();
    try {
      const endpoint = await createTestEndpoint(h, u.sandbox, receiver.url);
      const headers = { ...authHeaders(u.sandbox), 'content-type': 'application/json' };
      const inputs = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { id: endpoint.id }])));
      const send = (n: number) => h.request('POST', batchOf('webhookEndpoints.test', n), { raw: inputs(n), headers });

      const over = await send(MAX_BATCH_CALLS + 1);
      expect([over.status, over.body.error.data.code]).toEqual([400, 'too_many_items']);
      expect(receiver.received).toHaveLength(0);

      let sent = 0;
      let refused = 0;
      for (let round = 0; round < 4; round++) {
        const res = await send(MAX_BATCH_CALLS);
        const codes = codesOf(res.body);
        sent += codes.filter((c) => c === 'ok').length;
        refused += codes.filter((c) => c === 'rate_limit_exceeded').length;
      }
      // The sandbox bucket holds 60: one went to creating the endpoint, 59 to test sends, the rest refused.
      expect([sent, refused]).toEqual([59, 4 * MAX_BATCH_CALLS - 59]);
      expect(receiver.received).toHaveLength(sent);
    } finally {
      await receiver.stop();
    }
  });

  it('with debugLogging on, a batch writes one request-log row per call (at most MAX_BATCH_CALLS); refused ones none', async () => {
    const u = await h.tenant();
    await updateEnvironment(h.db, u.sandbox.environmentId, { debugLogging: true });
    const rows = () => countRows(h.db, 'request_logs', u.sandbox.environmentId);
    expect((await h.request('GET', batchOf('environments.list', MAX_BATCH_CALLS), { auth: u.sandbox })).status).toBe(200);
    expect(await rows()).toBe(MAX_BATCH_CALLS);
    expect((await h.request('GET', batchOf('environments.list', 1_400), { auth: u.sandbox })).status).toBe(400);
    expect((await h.request('GET', batchOf('environments.list', MAX_BATCH_CALLS), { headers: withSecret(u.sandbox, madeUpSecret()) })).status).toBe(401);
    expect(await rows()).toBe(MAX_BATCH_CALLS);
  });
});

describe('/trpc authenticates before it answers 415 (#33.9)', () => {
  it('an empty POST without a content type: 401 without a key; with one, 415 carrying X-RateLimit-* and its request id', async () => {
    const t = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    const anonymous = await h.request('POST', '/trpc/users.add');
    expect([anonymous.status, anonymous.body.error.data.code]).toEqual([401, 'key_missing']);
    const keyed = await h.request('POST', '/trpc/users.add', { auth: t.sandbox });
    expect([keyed.status, keyed.body.error.data.code]).toEqual([415, 'unsupported_media_type']);
    expect(keyed.body.error.data.requestId).toBe(keyed.headers.get('x-request-id'));
    expect(keyed.headers.get('x-ratelimit-limit')).toBe('60');
    expect(keyed.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    // As REST answers a body of the wrong type: after the key.
    const rest = await h.request('POST', '/v1/tenants/add-user', { auth: t.sandbox, raw: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect([rest.status, rest.body.error.code]).toEqual([415, 'unsupported_media_type']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});
