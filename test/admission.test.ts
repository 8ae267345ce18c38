import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Admission } from '../src/http/admission.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';
import { startServer } from './helpers/server-process.ts';

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
    try {
      // One stall, however long (a fresh process compiling its code), is one sample.
      await block(2_000);
      expect(a.saturated).toBe(false);
      await lateLoop();
      expect(a.saturated).toBe(true);
      expect(await a.acquire()).toBe(true);
      expect(await a.acquire()).toBe(false);
      expect(a.refused).toBe(1);
      await vi.waitFor(() => expect(a.saturated).toBe(false), { timeout: 10_000, interval: 20 });
      expect(await a.acquire()).toBe(true);
    } finally {
      a.close();
    }
  });

  it('a late loop with no call running admits the one caller: its lateness is no backlog of ours', async () => {
    const a = new Admission({ maxConcurrent: 10, maxQueued: 10, queueTimeoutMs: 1000, maxEventLoopDelayMs: 100 });
    try {
      await lateLoop();
      expect(a.saturated).toBe(true);
      expect(await a.acquire()).toBe(true);
      a.release();
      expect(await a.acquire()).toBe(true);
      expect(a.refused).toBe(0);
    } finally {
      a.close();
    }
  });
});

describe('a loop late while idle', () => {
  it("sheds nothing beside a running call: kept off the cores by others (the embedded database's thread, other processes), not by calls", async () => {
    const a = new Admission({ maxConcurrent: 10, maxQueued: 10, queueTimeoutMs: 1000, maxEventLoopDelayMs: 100 });
    try {
      // A call under way (a bulk load's), as in the test above that sheds.
      expect(await a.acquire()).toBe(true);
      await stoppedWhileIdle();
      // As late as the blocked loop that sheds (so the checks below can fail)…
      expect(a.eventLoopDelayMs).toBeGreaterThan(100);
      // …but idle meanwhile: not a backlog of calls, and refusing them would not make it catch up.
      expect(a.saturated).toBe(false);
      expect(await a.acquire()).toBe(true);
      expect(a.refused).toBe(0);
    } finally {
      a.close();
    }
  });
});

/**
 * What a host whose cores are taken by others looks like from an idle process: this process is stopped (SIGSTOP)
 * for 300 ms, twelve times, with 20 ms to run in between (less than a sample's 50 ms, so each sample is late).
 */
async function stoppedWhileIdle() {
  const pid = process.pid;
  const stopper = spawn('sh', ['-c', `for i in 1 2 3 4 5 6 7 8 9 10 11 12; do kill -STOP ${pid}; sleep 0.3; kill -CONT ${pid}; sleep 0.02; done`], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => stopper.once('exit', resolve));
}

/** Keeps this process's event loop busy for `ms`: the sampler's timer fires late. */
async function block(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
  await new Promise((r) => setTimeout(r, 0));
}

/** A loop that stays late: eight samples in a row each at least 250 ms late (each counts as twice a 100 ms limit). */
async function lateLoop() {
  for (let i = 0; i < 8; i++) await block(300);
}

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

  it('a loop that stays late sheds the calls that come beside a running one (503, nothing written), and admits again once it catches up', async () => {
    const admission = new Admission({ maxConcurrent: 10, maxQueued: 10, queueTimeoutMs: 1000, maxEventLoopDelayMs: 100 });
    h.deps.admission = admission;
    try {
      const before = await tenantSnapshot(h.db, t.tenantId);
      // A call in flight (a slot held, as a slow call would), then the loop blocked by synchronous work; the calls
      // sent at once, before on-time samples bring the average down.
      await admission.acquire();
      await lateLoop();
      const [rest, trpc] = await Promise.all([addUser('late-loop@example.com'), h.request('GET', '/trpc/tenants.me', { auth: t.sandbox })]);
      expect([rest.status, rest.headers.get('retry-after')]).toEqual([503, '1']);
      expectErrorBody(rest.body, 'service_unavailable');
      expect([trpc.status, trpc.body.error.data.code]).toEqual([503, 'service_unavailable']);
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
      expect((await h.request('GET', '/healthz')).status).toBe(200);
      admission.release();
      await vi.waitFor(() => expect(admission.saturated).toBe(false), { timeout: 10_000, interval: 20 });
      expect((await addUser('late-loop@example.com')).status).toBe(200);
    } finally {
      admission.close();
    }
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

describe('a fresh server on a loaded host', () => {
  it('answers its first calls 200 while busy processes beside it keep every core taken (it answered 503 before)', { timeout: 600_000 }, async () => {
    // Twice as many busy loops as cores: the server gets a fraction of a core while it starts and while it answers.
    const busy = Array.from({ length: 2 * availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    const dir = mkdtempSync(join(tmpdir(), 'escrow-loaded-'));
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      // The defaults (admission on, the event-loop check at 200 ms), on the embedded database.
      server = await startServer(dir);
      const out = server.output();
      const auth = { 'x-api-key': /x-api-key:\s+(pk_test_\w+)/.exec(out)![1]!, 'x-api-secret': /x-api-secret:\s+(sk_test_\w+)/.exec(out)![1]! };
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const path = i % 2 ? '/trpc/tenants.me' : '/v1/tenants/me';
        const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: auth });
        await res.text();
        statuses.push(res.status);
      }
      expect(statuses).toEqual(Array(10).fill(200));
    } finally {
      for (const b of busy) b.kill('SIGKILL');
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
