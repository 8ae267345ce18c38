import { beforeAll, describe, expect, it } from 'vitest';
import { revokeKeyPair } from '../src/services/keys.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { createHarness, fileHarness, tenantSnapshot, type Harness, type KeyCreds } from './helpers/harness.ts';

// Shared buckets in Postgres when the suite runs there, else one process's memory.
const store = process.env.TEST_DATABASE_URL ? 'postgres' : 'memory';
const h = fileHarness({ rateLimits: store });
beforeAll(() => {
  // Buckets refill with time: only the test moves it.
  h.clock.freeze();
});

const me = (auth: KeyCreds, harness: Harness = h) => harness.request('GET', '/v1/tenants/me', { auth });
async function burst(n: number, auth: KeyCreds, harness: Harness = h) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await me(auth, harness)).status);
  return statuses;
}

describe('token bucket per key pair', () => {
  it('sandbox: a burst of 60, then 30 per second (clock injected)', async () => {
    const tt = await h.tenant();
    const statuses = await burst(61, tt.sandbox);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    h.clock.advance(1000);
    const next = await burst(31, tt.sandbox);
    expect(next.filter((s) => s === 200)).toHaveLength(30);
    expect(next[30]).toBe(429);
  });

  it('429 rate_limit_exceeded with Retry-After in whole seconds ≥ 1 and Remaining 0', async () => {
    const tt = await h.tenant();
    await burst(60, tt.sandbox);
    const res = await me(tt.sandbox);
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ code: 'rate_limit_exceeded', type: 'rate_limit_error' });
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('sends X-RateLimit-* on successes and on errors after authentication', async () => {
    const tt = await h.tenant();
    const ok = await me(tt.live);
    expect(ok.headers.get('x-ratelimit-limit')).toBe('200');
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('199');
    const reset = Number(ok.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(Math.floor(h.clock.now().getTime() / 1000));
    expect(reset).toBeLessThanOrEqual(Math.ceil(h.clock.now().getTime() / 1000) + 1);
    for (const [method, path, body] of [
      ['GET', '/v1/environments/ffffffffffffffffffffffff'],
      ['GET', '/v1/environments?limit=0'],
      ['POST', '/v1/tenants/add-user', { name: '' }],
    ] as const) {
      const res = await h.request(method, path, { auth: tt.live, body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('x-ratelimit-limit'), path).toBe('200');
    }
    const trpc = await h.request('GET', '/trpc/tenants.me', { auth: tt.live });
    expect(trpc.headers.get('x-ratelimit-limit')).toBe('200');
  });

  it('live plans: standard 200 burst, scale 2,000', async () => {
    const scale = await h.tenant({ plan: 'scale' });
    expect((await me(scale.live)).headers.get('x-ratelimit-limit')).toBe('2000');
    expect((await me(scale.sandbox)).headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('rateLimitPerMinute replaces the bucket: N per minute, capacity N', async () => {
    const tt = await h.tenant();
    await updateEnvironment(h.db, tt.sandbox.environmentId, { rateLimitPerMinute: 5 });
    const statuses = await burst(6, tt.sandbox);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await me(tt.sandbox);
    expect(res.headers.get('x-ratelimit-limit')).toBe('5');
    expect(res.headers.get('retry-after')).toBe('12');
    h.clock.advance(12_000);
    expect((await me(tt.sandbox)).status).toBe(200);
  });

  it('a refused request changes nothing', async () => {
    const tt = await h.tenant();
    await updateEnvironment(h.db, tt.sandbox.environmentId, { rateLimitPerMinute: 1 });
    await me(tt.sandbox);
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const res = await h.request('POST', '/v1/tenants/add-user', { auth: tt.sandbox, body: { name: 'Late', email: 'late@example.com', phone: '+14155552671' } });
    expect(res.status).toBe(429);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
  });
});

describe('tighter route buckets on top', () => {
  it('POST /kyc/{provider}: 10 per second', async () => {
    const tt = await h.tenant({ plan: 'scale' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await h.request('POST', '/kyc/sandbox', { auth: tt.live, body: { userId: 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV' } })).status);
    // The sandbox provider is refused with a live key (400 provider_unavailable): refused calls count too.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await me(tt.live)).status).toBe(200); // the key's own bucket is not exhausted
  });

  it('POST /v1/tenants/add-user-bulk: 5 per second, reported in the headers', async () => {
    const tt = await h.tenant({ plan: 'scale' });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await h.request('POST', '/v1/tenants/add-user-bulk', { auth: tt.live, body: [{ name: 'B', email: `b${i}@example.com`, phone: '+14155552671' }] });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last!.headers.get('x-ratelimit-limit')).toBe('5');
    h.clock.advance(200);
    expect(
      (await h.request('POST', '/v1/tenants/add-user-bulk', { auth: tt.live, body: [{ name: 'B', email: 'b9@example.com', phone: '+14155552671' }] })).status,
    ).toBe(200);
  });
});

// Two app instances on one database: on Postgres they have separate pools, sharing buckets through the table.
describe.runIf(process.env.TEST_DATABASE_URL)('several processes on one Postgres', () => {
  it('share one bucket: requests split across both admit exactly the burst', async () => {
    const other = await createHarness({ rateLimits: 'postgres' });
    // The same instant on both "processes": no refill between their requests.
    other.clock.freeze(h.clock.now().getTime());
    try {
      const tt = await h.tenant();
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => me(tt.sandbox, i % 2 ? other : h)));
      // Both harnesses share the injected clock's frozen time here, so no refill: exactly the burst.
      expect(results.filter((r) => r.status === 200)).toHaveLength(60);
      expect(results.filter((r) => r.status === 429)).toHaveLength(40);
    } finally {
      await other.close();
    }
  });

  it('a revoked key stops working on the other process within the cache bound', async () => {
    const other = await createHarness();
    try {
      const tt = await h.tenant();
      expect((await me(tt.sandbox, other)).status).toBe(200); // cached by the other process
      await revokeKeyPair(h.db, tt.sandbox.publishableKey);
      expect((await me(tt.sandbox)).body.error.code).toBe('key_revoked'); // this process: at once
      other.clock.advance(2001);
      expect((await me(tt.sandbox, other)).body.error.code).toBe('key_revoked');
    } finally {
      await other.close();
    }
  });
});
