import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Admission } from '../src/http/admission.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});
afterEach(() => {
  h.deps.admission = undefined;
});

const addUser = (email: string) => h.request('POST', '/v1/tenants/add-user', { body: { name: 'Ada', email, phone: '+14155552671' }, auth: t.sandbox });
/** Our error body (docs/api.md, Errors): the code, its type, a message and the request id. */
function expectErrorBody(body: unknown, code: string) {
  expect(body).toMatchObject({ error: { code, type: 'api_error', message: expect.any(String), requestId: expect.stringMatching(/^req_/) } });
}
const settled = () => new Promise((r) => setTimeout(r, 20));

describe('Admission (the limiter alone)', () => {
  it('runs up to maxConcurrent, queues the next in arrival order, refuses beyond the queue', async () => {
    const a = new Admission({ maxConcurrent: 2, maxQueued: 2, queueTimeoutMs: 10_000 });
    expect(await Promise.all([a.acquire(), a.acquire()])).toEqual([true, true]);
    const order: number[] = [];
    const third = a.acquire().then((ok) => (order.push(3), ok));
    const fourth = a.acquire().then((ok) => (order.push(4), ok));
    expect(await a.acquire()).toBe(false);
    expect([a.active, a.queued, a.refused]).toEqual([2, 2, 1]);
    a.release();
    a.release();
    expect(await Promise.all([third, fourth])).toEqual([true, true]);
    expect(order).toEqual([3, 4]);
    a.release();
    a.release();
    expect([a.active, a.queued]).toEqual([0, 0]);
  });

  it('refuses a waiter after queueTimeoutMs, and a released slot then goes to nobody stale', async () => {
    const a = new Admission({ maxConcurrent: 1, maxQueued: 5, queueTimeoutMs: 30 });
    await a.acquire();
    expect(await a.acquire()).toBe(false);
    expect(a.queued).toBe(0);
    a.release();
    expect(a.active).toBe(0);
  });

  it('refuses while the event loop stays late, not after one long task, and admits again once it catches up', async () => {
    const a = new Admission({ maxConcurrent: 10, maxQueued: 10, queueTimeoutMs: 1000, maxEventLoopDelayMs: 100 });
    const block = async (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // the loop is busy: the sampler's timer fires late
      }
      await new Promise((r) => setTimeout(r, 0));
    };
    try {
      await block(400);
      expect(a.saturated).toBe(false);
      for (let i = 0; i < 8; i++) await block(300);
      expect(a.saturated).toBe(true);
      expect(await a.acquire()).toBe(false);
      await vi.waitFor(() => expect(a.saturated).toBe(false), { timeout: 10_000, interval: 20 });
      expect(await a.acquire()).toBe(true);
    } finally {
      a.close();
    }
  });
});

describe('API calls under admission control', () => {
  it('a full server answers 503 service_unavailable with Retry-After on REST and tRPC, and writes nothing; /healthz still answers', async () => {
    h.deps.admission = new Admission({ maxConcurrent: 1, maxQueued: 0, queueTimeoutMs: 1000 });
    await h.deps.admission.acquire();
    const before = await tenantSnapshot(h.db, t.tenantId);
    const rest = await addUser('full@example.com');
    expect(rest.status).toBe(503);
    expectErrorBody(rest.body, 'service_unavailable');
    expect(rest.headers.get('retry-after')).toBe('1');
    const trpc = await h.request<{ error: { data: { code: string; httpStatus: number } } }>('POST', '/trpc/users.add', {
      body: { name: 'Ada', email: 'full@example.com', phone: '+14155552671' },
      auth: t.sandbox,
    });
    expect(trpc.status).toBe(503);
    expect(trpc.body.error.data).toMatchObject({ code: 'service_unavailable', httpStatus: 503 });
    expect(trpc.headers.get('retry-after')).toBe('1');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect((await h.request('GET', '/healthz')).status).toBe(200);

    h.deps.admission.release();
    expect((await addUser('full@example.com')).status).toBe(200);
  });

  it('a queued call runs when a slot frees, within the wait', async () => {
    h.deps.admission = new Admission({ maxConcurrent: 1, maxQueued: 10, queueTimeoutMs: 10_000 });
    await h.deps.admission.acquire();
    const waiting = [h.request('GET', '/v1/tenants/me', { auth: t.sandbox }), h.request('GET', '/v1/tenants/me', { auth: t.sandbox })];
    await settled();
    expect(h.deps.admission.queued).toBe(2);
    h.deps.admission.release();
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual([200, 200]);
    expect([h.deps.admission.active, h.deps.admission.queued]).toEqual([0, 0]);
  });

  it('a call that waits longer than the queue timeout is refused, and is never run afterwards', async () => {
    h.deps.admission = new Admission({ maxConcurrent: 1, maxQueued: 10, queueTimeoutMs: 30 });
    await h.deps.admission.acquire();
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await addUser('late@example.com');
    expect(res.status).toBe(503);
    expectErrorBody(res.body, 'service_unavailable');
    h.deps.admission.release();
    await settled();
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('a client still sending its body holds no slot: another call runs meanwhile', async () => {
    h.deps.admission = new Admission({ maxConcurrent: 1, maxQueued: 0, queueTimeoutMs: 1000 });
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (push = c) });
    push.enqueue(new TextEncoder().encode('{"name":"Slow",'));
    const slow = h.app.request('/v1/tenants/add-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': t.sandbox.publishableKey, 'x-api-secret': t.sandbox.secretKey },
      body,
      duplex: 'half',
    } as RequestInit);
    await settled();
    expect(h.deps.admission.active).toBe(0);
    expect((await h.request('GET', '/v1/tenants/me', { auth: t.sandbox })).status).toBe(200);
    push.enqueue(new TextEncoder().encode('"email":"slow@example.com","phone":"+14155552671"}'));
    push.close();
    expect((await slow).status).toBe(200);
  });
});
