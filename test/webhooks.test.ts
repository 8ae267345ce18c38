// Long on purpose: endpoints, event types and delivery cases share one receiver and worker per file.
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../src/db/schema/index.ts';
import { MAX_ENDPOINTS_PER_ENVIRONMENT, ROTATION_OVERLAP_MS } from '../src/services/webhooks/endpoints.ts';
import type { WebhookWorkerConfig } from '../src/services/webhooks/worker.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { createEscrow, createTestEndpoint, makeUser, uniqueEmail } from './helpers/factories.ts';
import { countRows, createHarness, fileHarness, tenantSnapshot, type Harness, type KeyCreds, type TestTenant } from './helpers/harness.ts';
import { Receiver } from './helpers/receiver.ts';
import { addUser as addUserTo, testWorker, withReceiver, type WorkerOptions } from './helpers/webhooks.ts';

// Its own database on Postgres: its workers drain every pending delivery, and other files' endpoints (unreachable hosts) must not be among them.
const h = fileHarness({ isolated: true });
let t: TestTenant;
let receiver: Receiver;
beforeAll(async () => {
  t = await h.tenant();
  receiver = await new Receiver().start();
});
afterAll(async () => {
  await receiver.stop();
});

const worker = (opts: WorkerOptions = {}, harness: Harness = h) => testWorker(h, opts, harness.db);

const endpoint = (events: string[], auth: KeyCreds = t.sandbox, url = receiver.url) => createTestEndpoint(h, auth, url, events);

const addUser = (auth: KeyCreds = t.sandbox) => addUserTo(h, auth);

describe('webhook endpoints API', () => {
  it('creates an endpoint and shows its whsec_ secret only once', async () => {
    const created = await h.request('POST', '/v1/webhook-endpoints', {
      body: { url: receiver.url, events: ['transaction.*'], description: 'Orders' },
      auth: t.sandbox,
    });
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^wh_/),
      url: receiver.url,
      events: ['transaction.*'],
      enabled: true,
      description: 'Orders',
      livemode: false,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{40,}$/),
    });
    const got = await h.request('GET', `/v1/webhook-endpoints/${created.body.id}`, { auth: t.sandbox });
    expect(got.body).not.toHaveProperty('secret');
    expect(got.text).not.toContain(created.body.secret.slice(6));
    const list = await h.request('GET', '/v1/webhook-endpoints', { auth: t.sandbox });
    expect(list.text).not.toContain(created.body.secret.slice(6));
    const [row] = await h.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.body.id));
    expect(JSON.stringify(row)).not.toContain(created.body.secret.slice(6));
  });

  it('an environment has at most 16 endpoints, also under concurrent creates; deleted ones do not count', async () => {
    const tt = await h.tenant();
    let n = 0;
    // Half with an Idempotency-Key: those run inside the idempotency transaction (more locks, same outcome).
    const create = () =>
      h.request('POST', '/v1/webhook-endpoints', {
        body: { url: receiver.url, events: ['*'] },
        auth: tt.sandbox,
        headers: n++ % 2 ? { 'Idempotency-Key': `cap-${n}` } : {},
      });
    const results = await Promise.all(Array.from({ length: 20 }, create));
    expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_ENDPOINTS_PER_ENVIRONMENT);
    for (const refused of results.filter((r) => r.status !== 200)) expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_state']);
    expect(await countRows(h.db, 'webhook_endpoints', tt.sandbox.environmentId)).toBe(MAX_ENDPOINTS_PER_ENVIRONMENT);
    // The live environment has its own 16.
    expect((await h.request('POST', '/v1/webhook-endpoints', { body: { url: 'https://hooks.example.com/in', events: ['*'] }, auth: tt.live })).status).toBe(
      200,
    );
    const deleted = await h.request('DELETE', `/v1/webhook-endpoints/${results.find((r) => r.status === 200)!.body.id}`, { auth: tt.sandbox });
    expect(deleted.status).toBe(200);
    expect((await create()).status).toBe(200);
  });

  it('updates and deletes ({id, deleted: true}); a deleted endpoint is 404', async () => {
    const ep = await endpoint(['*']);
    const updated = await h.request('PATCH', `/v1/webhook-endpoints/${ep.id}`, {
      body: { events: ['kyc.updated'], enabled: false, description: null },
      auth: t.sandbox,
    });
    expect(updated.body).toMatchObject({ events: ['kyc.updated'], enabled: false, description: null });
    const deleted = await h.request('DELETE', `/v1/webhook-endpoints/${ep.id}`, { auth: t.sandbox });
    expect(deleted.body).toEqual({ id: ep.id, deleted: true });
    expect((await h.request('GET', `/v1/webhook-endpoints/${ep.id}`, { auth: t.sandbox })).status).toBe(404);
    expect((await h.request('DELETE', `/v1/webhook-endpoints/${ep.id}`, { auth: t.sandbox })).status).toBe(404);
  });

  it.each([
    ['live http', 'live', 'http://hooks.example.com/x', 'validation_failed', 'https'],
    ['live localhost', 'live', 'https://localhost/x', 'url_not_allowed', 'public'],
    ['live private IP', 'live', 'https://10.1.2.3/x', 'url_not_allowed', 'public'],
    ['live link-local', 'live', 'https://[fe80::1]/x', 'url_not_allowed', 'public'],
    ['live .internal', 'live', 'https://hooks.corp.internal/x', 'url_not_allowed', 'public'],
    ['sandbox cloud metadata (even with private targets allowed)', 'sandbox', 'http://169.254.169.254/latest/meta-data', 'url_not_allowed', 'cloud metadata'],
    ['ftp', 'sandbox', 'ftp://example.com/x', 'validation_failed', 'http'],
    ['credentials', 'sandbox', 'https://u:p@example.com/x', 'validation_failed', 'credentials'],
    ['not a URL', 'sandbox', 'hooks', 'validation_failed', 'absolute'],
  ] as const)('refuses %s URLs', async (_name, env, url, code, message) => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const res = await h.request('POST', '/v1/webhook-endpoints', { body: { url, events: ['*'] }, auth: t[env] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, param: 'url' });
    expect(res.body.error.message).toContain(message);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('accepts https public URLs for live, and local http URLs for sandbox when the operator allows private targets (this harness does)', async () => {
    expect((await h.request('POST', '/v1/webhook-endpoints', { body: { url: 'https://hooks.example.com/in', events: ['*'] }, auth: t.live })).status).toBe(200);
    expect((await h.request('POST', '/v1/webhook-endpoints', { body: { url: 'http://localhost:9/x', events: ['*'] }, auth: t.sandbox })).status).toBe(200);
  });
});

describe('event types (decisions §10)', () => {
  it('a typo is refused with 400 naming the entry and the likely type; nothing is created', async () => {
    const tt = await h.tenant();
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const res = await h.request('POST', '/v1/webhook-endpoints', {
      body: { url: receiver.url, events: ['transaction.created', 'transaction.craeted'] },
      auth: tt.sandbox,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', param: 'events.1' });
    expect(res.body.error.details).toEqual([{ path: 'events.1', message: expect.stringContaining('Not a known event type.') }]);
    expect(res.text).not.toContain('craeted');
    expect(res.body.error.details[0].message).toContain('Did you mean "transaction.created"?');
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
  });

  it.each([
    [[]],
    [['Transaction.*']],
    [['transaction.**']],
    [['*.accepted']],
    [['a b']],
    [['transactions.*']], // no such prefix
    [['transaction.created.*']], // a type, not a prefix
    [['transaction']], // a prefix, not a type
    [['bench.ping']],
  ])('refuses events %j, on create and on update, changing nothing', async (events) => {
    const tt = await h.tenant();
    const ep = await endpoint(['*'], tt.sandbox);
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const created = await h.request('POST', '/v1/webhook-endpoints', { body: { url: receiver.url, events }, auth: tt.sandbox });
    const updated = await h.request('PATCH', `/v1/webhook-endpoints/${ep.id}`, { body: { events }, auth: tt.sandbox });
    for (const res of [created, updated]) expect([res.status, res.body.error.code]).toEqual([400, 'validation_failed']);
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
  });

  it('accepts every catalogue type, *, and prefix.* for every prefix of the catalogue; the document lists them', async () => {
    const { EVENT_TYPES, EVENT_TYPE_PREFIXES } = await import('../src/services/event-types.ts');
    const entries = ['*', ...EVENT_TYPES, ...EVENT_TYPE_PREFIXES.map((p) => `${p}.*`)];
    expect(EVENT_TYPE_PREFIXES).toEqual(expect.arrayContaining(['transaction', 'transaction.dispute', 'tenant.users', 'webhook_endpoint']));
    const tt = await h.tenant();
    const res = await h.request('POST', '/v1/webhook-endpoints', { body: { url: receiver.url, events: entries }, auth: tt.sandbox });
    expect(res.status, res.text).toBe(200);
    expect(res.body.events).toEqual(entries);
    const doc = JSON.parse((await h.request('GET', '/openapi.json')).text);
    const item = doc.paths['/v1/webhook-endpoints'].post.requestBody.content['application/json'].schema.properties.events.items;
    expect(item.anyOf[0].enum).toEqual(['*', ...EVENT_TYPES]);
    for (const p of EVENT_TYPE_PREFIXES) expect(new RegExp(item.anyOf[1].pattern).test(`${p}.*`), p).toBe(true);
    expect(new RegExp(item.anyOf[1].pattern).test('transactions.*')).toBe(false);
  });

  it("another tenant's endpoints and deliveries are 404, nothing changes", async () => {
    const ep = await endpoint(['*']);
    const other = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const auth of [other.sandbox, t.live]) {
      for (const [method, path, body] of [
        ['GET', ''],
        ['PATCH', '', { enabled: false }],
        ['DELETE', ''],
        ['POST', '/rotate-secret', {}],
        ['GET', '/deliveries'],
      ] as const) {
        const res = await h.request(method, `/v1/webhook-endpoints/${ep.id}${path}`, { auth, body });
        expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([404, 'not_found']);
      }
      expect((await h.request('GET', '/v1/webhook-endpoints', { auth })).text).not.toContain(ep.id);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});

describe('delivery', () => {
  it('POSTs the envelope signed so the standardwebhooks library verifies it', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const ep = await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
      const user = await addUser(tt.sandbox);
      await worker().drain();
      expect(r.received).toHaveLength(1);
      const [msg] = r.received;
      const verified = new Webhook(ep.secret).verify(msg!.body, msg!.headers as Record<string, string>) as Record<string, unknown>;
      expect(verified).toEqual({
        id: expect.stringMatching(/^evt_/),
        type: 'tenant.users.invite',
        tenantId: tt.tenantId,
        livemode: false,
        createdAt: expect.any(String),
        data: { userId: user.body.id, email: user.body.email, name: 'Hook' },
      });
      // The body is the /v1/events object, field for field.
      const listed = await h.request('GET', `/v1/events/${String(verified.id)}`, { auth: tt.sandbox });
      expect(verified).toEqual(listed.body);
      expect(msg!.headers['webhook-id']).toBe(verified.id);
      expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(msg!.body, msg!.headers as Record<string, string>)).toThrow();
      const log = await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: tt.sandbox });
      expect(log.body.data[0]).toMatchObject({
        status: 'succeeded',
        eventType: 'tenant.users.invite',
        attemptCount: 1,
        attempts: [{ statusCode: 200, error: null, nextRetryAt: null, durationMs: expect.any(Number) }],
      });
    });
  });

  it('routes by filter: exact types, *, and prefix.* wildcards; only events after the endpoint exists', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      await addUser(tt.sandbox); // before any endpoint: nobody receives it
      await worker().drain();
      const eps = {
        transactions: await endpoint(['transaction.*'], tt.sandbox, `${r.url}?ep=transactions`),
        invites: await endpoint(['tenant.users.invite'], tt.sandbox, `${r.url}?ep=invites`),
        all: await endpoint(['*'], tt.sandbox, `${r.url}?ep=all`),
        kyc: await endpoint(['kyc.updated', 'transaction.accepted'], tt.sandbox, `${r.url}?ep=kyc`),
      };
      await createEscrow(h, tt.sandbox); // 2 invites, 2 kyc.updated, 1 transaction.created
      await worker().drain();
      const byEndpoint: Record<string, string[]> = {};
      for (const [name, ep] of Object.entries(eps)) {
        const log = await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries?limit=100`, { auth: tt.sandbox });
        byEndpoint[name] = log.body.data.map((d: { eventType: string }) => d.eventType).sort();
      }
      expect(byEndpoint).toEqual({
        transactions: ['transaction.created'],
        invites: ['tenant.users.invite', 'tenant.users.invite'],
        all: ['kyc.updated', 'kyc.updated', 'tenant.users.invite', 'tenant.users.invite', 'transaction.created'],
        kyc: ['kyc.updated', 'kyc.updated'],
      });
      expect(r.received).toHaveLength(10);
    });
  });

  /** What decisions §10 (ruling of 2026-11-22) says, written out: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then 24 h each. */
  const SCHEDULE = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
  const scheduled = (retry: number) => SCHEDULE[retry - 1] ?? 86_400_000;

  it.each([0, 3, 20])(
    'webhookRetries = %i: retries follow the fixed schedule (jittered by up to a tenth) on the injected clock, then the delivery fails',
    async (retries) => {
      await withReceiver(async (r) => {
        const tt = await h.tenant();
        await updateEnvironment(h.db, tt.sandbox.environmentId, { webhookRetries: retries });
        r.defaultReply = { status: 500 };
        const ep = await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
        await addUser(tt.sandbox);
        // Frozen: each delay is measured from the attempt exactly, however slow the machine is.
        h.clock.freeze();
        onTestFinished(() => h.clock.unfreeze());
        // No health sweep after the first round: this receiver fails everything, and 20 retries outlast the 5-day disable (tested below).
        const w = worker({ maintenanceIntervalMs: Number.POSITIVE_INFINITY });
        await w.drain();
        expect(r.received).toHaveLength(1);
        for (let retry = 1; retry <= retries; retry++) {
          const delay = scheduled(retry);
          h.clock.advance(Math.floor(delay * 0.89));
          await w.drain();
          expect(r.received, `retry ${retry} before 90 % of its delay`).toHaveLength(retry);
          h.clock.advance(Math.ceil(delay * 0.22));
          await w.drain();
          expect(r.received, `retry ${retry} by 110 % of its delay`).toHaveLength(retry + 1);
        }
        h.clock.advance(3 * 86_400_000);
        await w.drain();
        expect(r.received).toHaveLength(retries + 1);
        expect(new Set(r.received.map((m) => m.headers['webhook-id'])).size).toBe(1);
        const [delivery] = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: tt.sandbox })).body.data;
        expect(delivery).toMatchObject({ status: 'failed', attemptCount: retries + 1, lastStatusCode: 500, nextAttemptAt: null });
        expect(delivery.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual(Array(retries + 1).fill(500));
        const gaps = delivery.attempts
          .slice(0, -1)
          .map((a: { attemptedAt: string; nextRetryAt: string }) => Date.parse(a.nextRetryAt) - Date.parse(a.attemptedAt));
        gaps.forEach((gap: number, i: number) => {
          expect(gap, `delay before retry ${i + 1}`).toBeGreaterThanOrEqual(scheduled(i + 1) * 0.9);
          expect(gap, `delay before retry ${i + 1}`).toBeLessThanOrEqual(scheduled(i + 1) * 1.1);
        });
        expect(delivery.attempts.at(-1).nextRetryAt).toBeNull();
      });
    },
  );

  it('the delays are jittered (retries of many deliveries do not fall on one instant), and WEBHOOK_RETRY_SCALE shortens the whole schedule', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      r.defaultReply = { status: 503 };
      const ep = await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
      for (let i = 0; i < 8; i++) await addUser(tt.sandbox);
      h.clock.freeze();
      onTestFinished(() => h.clock.unfreeze());
      await worker({ retryScale: 0.001 }).drain();
      const log = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: tt.sandbox })).body.data;
      const gaps = log.map(
        (d: { attempts: { attemptedAt: string; nextRetryAt: string }[] }) => Date.parse(d.attempts[0]!.nextRetryAt) - Date.parse(d.attempts[0]!.attemptedAt),
      );
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4); // 5 s × 0.001, ±10 %, to the millisecond
      for (const gap of gaps) expect(gap).toBeLessThanOrEqual(6);
      const { retryDelayMs } = await import('../src/services/webhooks/send.ts');
      expect([retryDelayMs(1, 1, () => 0), retryDelayMs(1, 1, () => 1), retryDelayMs(8, 1, () => 0.5), retryDelayMs(20, 1, () => 0.5)]).toEqual([
        4500, 5500, 86_400_000, 86_400_000,
      ]);
      const spread = new Set(Array.from({ length: 20 }, () => retryDelayMs(2)));
      expect(spread.size).toBeGreaterThan(1);
    });
  });

  it('honours Retry-After on 429 and 503', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const ep = await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
      r.replyWith({ status: 429, headers: { 'retry-after': '120' } }, { status: 503, headers: { 'retry-after': '30' } });
      await addUser(tt.sandbox);
      const w = worker();
      await w.drain();
      h.clock.advance(60_000);
      await w.drain();
      expect(r.received).toHaveLength(1); // 60 s < 120 s
      h.clock.advance(61_000);
      await w.drain();
      expect(r.received).toHaveLength(2);
      h.clock.advance(31_000);
      await w.drain();
      expect(r.received).toHaveLength(3);
      const [delivery] = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: tt.sandbox })).body.data;
      expect(delivery.status).toBe('succeeded');
      const [first, second] = delivery.attempts;
      // Measured from the answer, which comes a few ms after the attempt started.
      expect(Date.parse(first.nextRetryAt) - Date.parse(first.attemptedAt) - first.durationMs).toBeGreaterThanOrEqual(119_990);
      expect(Date.parse(first.nextRetryAt) - Date.parse(first.attemptedAt)).toBeLessThan(121_000);
      expect(Date.parse(second.nextRetryAt) - Date.parse(second.attemptedAt)).toBeGreaterThanOrEqual(30_000);
      expect(Date.parse(second.nextRetryAt) - Date.parse(second.attemptedAt)).toBeLessThan(31_000);
    });
  });

  it('a 410 disables the endpoint; later events are not sent to it', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const ep = await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
      r.replyWith({ status: 410 });
      await addUser(tt.sandbox);
      await worker().drain();
      const got = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}`, { auth: tt.sandbox })).body;
      expect(got).toMatchObject({ enabled: false, disabledReason: 'gone' });
      await addUser(tt.sandbox);
      await worker().drain();
      expect(r.received).toHaveLength(1);
      const reenabled = await h.request('PATCH', `/v1/webhook-endpoints/${ep.id}`, { body: { enabled: true }, auth: tt.sandbox });
      expect(reenabled.body).toMatchObject({ enabled: true, disabledReason: null });
    });
  });

  it('records timeouts and connection errors as failed attempts', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      r.defaultReply = 'hang';
      const slow = await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
      const closed = await endpoint(['tenant.users.invite'], tt.sandbox, 'http://127.0.0.1:9/closed');
      await addUser(tt.sandbox);
      await worker({ timeoutMs: 200 }).drain();
      const log = async (id: string) => (await h.request('GET', `/v1/webhook-endpoints/${id}/deliveries`, { auth: tt.sandbox })).body.data[0];
      expect((await log(slow.id)).attempts[0]).toMatchObject({ statusCode: null, error: 'timed out after 200 ms' });
      expect((await log(closed.id)).attempts[0]).toMatchObject({ statusCode: null, error: expect.stringContaining('connection failed') });
      expect((await log(closed.id)).status).toBe('pending');
    });
  });

  it('refuses to send live events to hosts that resolve to private addresses', async () => {
    const tt = await h.tenant();
    const ep = await endpoint(['tenant.users.invite'], tt.live, 'https://hooks.example.com/in');
    await addUser(tt.live);
    await worker({ resolveHost: async () => ['10.0.0.7'] }).drain();
    const [delivery] = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: tt.live })).body.data;
    expect(delivery.attempts[0]).toMatchObject({ statusCode: null, error: 'refused: the host resolves to a non-public address' });
  });

  it('deleting an endpoint abandons its undelivered events, visibly in its log', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      r.defaultReply = { status: 500 };
      const ep = await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
      await addUser(tt.sandbox);
      await addUser(tt.sandbox);
      await worker().drain();
      await h.request('DELETE', `/v1/webhook-endpoints/${ep.id}`, { auth: tt.sandbox });
      h.clock.advance(60_000);
      await worker().drain();
      expect(r.received).toHaveLength(2);
      const log = await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: tt.sandbox });
      expect(log.status).toBe(200);
      expect(log.body.data.map((d: { status: string; lastError: string }) => [d.status, d.lastError])).toEqual([
        ['abandoned', 'endpoint deleted'],
        ['abandoned', 'endpoint deleted'],
      ]);
    });
  });

  it('after a secret rotation both secrets verify for 24 hours, then only the new one', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const ep = await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
      const rotated = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/rotate-secret`, { body: {}, auth: tt.sandbox });
      expect(rotated.body.secret).not.toBe(ep.secret);
      expect(rotated.body.secretRotatedUntil).toEqual(expect.any(String));
      await addUser(tt.sandbox);
      await worker().drain();
      const during = r.received[0]!;
      expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
      for (const secret of [ep.secret, rotated.body.secret])
        expect(() => new Webhook(secret).verify(during.body, during.headers as Record<string, string>)).not.toThrow();

      h.clock.advance(ROTATION_OVERLAP_MS + 1000);
      await addUser(tt.sandbox);
      await worker().drain();
      const after = r.received[1]!;
      expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
      // standardwebhooks rejects timestamps far from its own clock, so check the signature against our shifted clock's header by hand.
      const { sign } = await import('../src/services/webhooks/signing.ts');
      const ts = Number(after.headers['webhook-timestamp']);
      expect(after.headers['webhook-signature']).toBe(`v1,${sign(rotated.body.secret, String(after.headers['webhook-id']), ts, after.body)}`);
      expect(after.headers['webhook-signature']).not.toContain(sign(ep.secret, String(after.headers['webhook-id']), ts, after.body));
    });
  });

  it('redelivers an event with the same webhook-id, to all subscribers or to one endpoint', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const a = await endpoint(['tenant.users.invite'], tt.sandbox, `${r.url}?a`);
      await endpoint(['*'], tt.sandbox, `${r.url}?b`);
      await addUser(tt.sandbox);
      await worker().drain();
      const [event] = (await h.request('GET', '/v1/events?type=tenant.users.invite&limit=1', { auth: tt.sandbox })).body.data;
      const all = await h.request('POST', `/v1/events/${event.id}/redeliver`, { body: {}, auth: tt.sandbox });
      expect(all.body.deliveries).toHaveLength(2);
      const one = await h.request('POST', `/v1/events/${event.id}/redeliver`, { body: { endpointId: a.id }, auth: tt.sandbox });
      expect(one.body.deliveries).toEqual([{ id: expect.stringMatching(/^dlv_/), endpointId: a.id, status: 'pending', livemode: false }]);
      await worker().drain();
      expect(r.received).toHaveLength(5);
      expect(new Set(r.received.map((m) => m.headers['webhook-id']))).toEqual(new Set([event.id]));
      const other = await h.tenant();
      expect((await h.request('POST', `/v1/events/${event.id}/redeliver`, { body: {}, auth: other.sandbox })).status).toBe(404);
      expect(
        (await h.request('POST', `/v1/events/${event.id}/redeliver`, { body: { endpointId: 'wh_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, auth: tt.sandbox })).body.error
          .param,
      ).toBe('endpointId');
    });
  });
});

describe('several workers', () => {
  it('two workers on one database deliver each attempt exactly once', async () => {
    await withReceiver(async (r) => {
      const second = process.env.TEST_DATABASE_URL ? await createHarness({ sameDatabaseAs: h }) : h;
      try {
        const tt = await h.tenant();
        await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
        const rows = Array.from({ length: 300 }, () => ({ name: 'Bulk', email: uniqueEmail('many'), phone: '+14155552671' }));
        await h.request('POST', '/v1/tenants/add-user-bulk', { body: rows, auth: tt.sandbox });
        await Promise.all([worker({ batchSize: 25 }).drain(), worker({ batchSize: 25 }, second).drain(), worker({ batchSize: 25 }).drain()]);
        expect(r.received).toHaveLength(300);
        expect(new Set(r.received.map((m) => m.headers['webhook-id'])).size).toBe(300);
        const pending = await h.db
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.environmentId, tt.sandbox.environmentId), eq(webhookDeliveries.status, 'pending')));
        expect(pending).toEqual([]);
      } finally {
        if (second !== h) await second.close();
      }
    });
  });

  it('a worker that dies mid-batch loses nothing: its claims lapse and another worker resends them', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const ep = await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
      for (let i = 0; i < 5; i++) await addUser(tt.sandbox);
      r.defaultReply = 'hang';
      const dying = worker({ timeoutMs: 60_000 });
      await dying.dispatchEvents();
      const inFlight = dying.deliverDue(); // sends, then hangs: this worker "dies" here
      await expect.poll(() => r.received.length).toBe(5);
      r.defaultReply = { status: 200 };
      await worker().drain(); // claims still held: nothing to do
      expect(r.received).toHaveLength(5);
      h.clock.advance(60_000 + 31_000); // the lease lapses
      await worker().drain();
      expect(r.received).toHaveLength(10);
      await r.stop(); // the dead worker's sockets close; its late results must not overwrite
      await inFlight;
      const log = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: tt.sandbox })).body.data;
      expect(log.map((d: { status: string }) => d.status)).toEqual(Array(5).fill('succeeded'));
      expect(new Set(r.received.slice(5).map((m) => m.headers['webhook-id']))).toEqual(new Set(r.received.slice(0, 5).map((m) => m.headers['webhook-id'])));
    });
  });

  it('runs in the background and stops cleanly', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      await endpoint(['tenant.users.invite'], tt.sandbox, r.url);
      const w = worker();
      w.start();
      try {
        await addUser(tt.sandbox);
        await expect.poll(() => r.received.length, { timeout: 5000 }).toBe(1);
      } finally {
        await w.stop();
      }
    });
  });
});

describe('slow receivers', () => {
  /** A hanging receiver for one tenant, a healthy one for another, and a background worker with the given slots. */
  async function hangingAndHealthy(config: Partial<WebhookWorkerConfig>, hangingEvents: number) {
    const slow = await new Receiver().start();
    slow.defaultReply = 'hang';
    const fast = await new Receiver().start();
    const ts = await h.tenant();
    const tf = await h.tenant();
    const slowEndpoint = await endpoint(['tenant.users.invite'], ts.sandbox, slow.url);
    await endpoint(['tenant.users.invite'], tf.sandbox, fast.url);
    const w = worker({ timeoutMs: 60_000, ...config });
    onTestFinished(async () => {
      await slow.stop(); // the hanging sends fail now, so stop() does not wait a minute
      await w.stop();
      await fast.stop();
    });
    for (let i = 0; i < hangingEvents; i++) await addUser(ts.sandbox);
    w.start();
    return { slow, fast, tf, slowEndpoint, w };
  }

  it('a receiver that never answers does not hold up another endpoint: its sends stay in flight while the other is delivered and recorded', async () => {
    const { slow, fast, tf, slowEndpoint } = await hangingAndHealthy({ perEndpointInFlight: 3 }, 10);
    await expect.poll(() => slow.received.length, { timeout: 5000 }).toBe(3);
    await addUser(tf.sandbox);
    await expect.poll(() => fast.received.length, { timeout: 5000 }).toBe(1);
    await expect
      .poll(
        async () =>
          (
            await h.db
              .select()
              .from(webhookDeliveries)
              .where(and(eq(webhookDeliveries.environmentId, tf.sandbox.environmentId), eq(webhookDeliveries.status, 'succeeded')))
          ).length,
        { timeout: 5000 },
      )
      .toBe(1);
    // The hanging endpoint got only its share of slots; the rest of its queue waits, claimed by nobody.
    expect(slow.received).toHaveLength(3);
    const queued = await h.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, slowEndpoint.id));
    expect(queued.filter((d) => d.lockedUntil !== null)).toHaveLength(3);
    expect(queued.filter((d) => d.status === 'pending')).toHaveLength(10);
  });

  it('never sends more at once than its slots, across endpoints', async () => {
    const { slow, fast, tf } = await hangingAndHealthy({ maxInFlight: 4 }, 6);
    await expect.poll(() => slow.received.length, { timeout: 5000 }).toBe(4);
    await addUser(tf.sandbox);
    await new Promise((r) => setTimeout(r, 300)); // several polls: every slot is taken, so nothing more goes out
    expect(fast.received).toHaveLength(0);
    expect(slow.received).toHaveLength(4);
    await slow.stop(); // the hanging sends fail and free their slots
    await expect.poll(() => fast.received.length, { timeout: 5000 }).toBe(1);
  });
});

describe('user creation still works when a tenant has no endpoint', () => {
  it('dispatches events to nobody without error', async () => {
    const tt = await h.tenant();
    await makeUser(h, tt.sandbox);
    await worker().drain();
    expect(await countRows(h.db, 'events', tt.sandbox.environmentId, sql`dispatched_at is null`)).toBe(0);
    expect(await countRows(h.db, 'webhook_deliveries', tt.sandbox.environmentId)).toBe(0);
  });
});
