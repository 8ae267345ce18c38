/**
 * Issue 20, items 2 and 3: recovering after an outage (each failed event
 * delivered exactly once, also under concurrent recovers) and endpoint health
 * (an endpoint failing every attempt for 5 days is disabled, with its event
 * and an audit row; re-enabling is a PATCH).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { fileHarness, tenantSnapshot, type KeyCreds } from './helpers/harness.ts';
import { Receiver } from './helpers/receiver.ts';
import { addUser, testWorker, withReceiver } from './helpers/webhooks.ts';
import { createTestEndpoint } from './helpers/factories.ts';

// Its own database on Postgres: its workers drain every pending delivery.
const h = fileHarness({ isolated: true });

const DAY = 24 * 3600 * 1000;

/** Frozen for the test: retries and the health sweep follow the clock alone. */
function freezeClock() {
  h.clock.freeze();
  onTestFinished(() => h.clock.unfreeze());
}

const deliveries = async (endpointId: string, auth: KeyCreds, status = '') =>
  (await h.request('GET', `/v1/webhook-endpoints/${endpointId}/deliveries?limit=100${status ? `&status=${status}` : ''}`, { auth })).body.data as {
    id: string;
    eventId: string;
    status: string;
    recoveredAt: string | null;
  }[];

describe('recover', () => {
  it('after an outage (receiver down, then up) delivers each failed event exactly once, in event order; a second recover sends nothing', async () => {
    const r = await new Receiver().start();
    onTestFinished(() => r.stop());
    const tt = await h.tenant();
    await updateEnvironment(h.db, tt.sandbox.environmentId, { webhookRetries: 1 });
    freezeClock();
    const since = h.clock.now().toISOString();
    const ep = await createTestEndpoint(h, tt.sandbox, r.url, ['tenant.users.invite']);
    // The receiver goes down: connections are refused for the first attempt and the retry.
    const port = Number(new URL(r.url).port);
    await r.stop();
    for (let i = 0; i < 6; i++) await addUser(h, tt.sandbox);
    const w = testWorker(h, { perEndpointInFlight: 1 });
    await w.drain();
    h.clock.advance(6_000);
    await w.drain();
    const failed = await deliveries(ep.id, tt.sandbox, 'failed');
    expect(failed).toHaveLength(6);
    const [detail] = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries/${failed[0]!.id}`, { auth: tt.sandbox })).body.attempts;
    expect(detail).toMatchObject({ statusCode: null, error: expect.stringContaining('ECONNREFUSED'), response: null });

    await r.start(port); // back up
    const res = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/recover`, { body: { since }, auth: tt.sandbox });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ requeued: 6, hasMore: false });
    await w.drain();
    const eventOrder = failed.map((d) => d.eventId).sort();
    expect(r.received.map((m) => m.headers['webhook-id'])).toEqual(eventOrder);

    const again = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/recover`, { body: { since }, auth: tt.sandbox });
    expect(again.body).toEqual({ requeued: 0, hasMore: false });
    await w.drain();
    expect(r.received).toHaveLength(6);
    const log = await deliveries(ep.id, tt.sandbox);
    expect(log.filter((d) => d.status === 'failed').every((d) => d.recoveredAt !== null)).toBe(true);
    expect(
      log
        .filter((d) => d.status === 'succeeded')
        .map((d) => d.eventId)
        .sort(),
    ).toEqual(eventOrder);
  });

  it('concurrent recovers of one endpoint never send an event twice', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      await updateEnvironment(h.db, tt.sandbox.environmentId, { webhookRetries: 0 });
      const since = h.clock.now().toISOString();
      const ep = await createTestEndpoint(h, tt.sandbox, r.url, ['tenant.users.invite']);
      r.defaultReply = { status: 500 };
      for (let i = 0; i < 10; i++) await addUser(h, tt.sandbox);
      await testWorker(h).drain();
      expect(await deliveries(ep.id, tt.sandbox, 'failed')).toHaveLength(10);
      r.received.length = 0;
      r.defaultReply = { status: 200 };
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          h.request('POST', `/v1/webhook-endpoints/${ep.id}/recover`, {
            body: { since },
            auth: tt.sandbox,
            headers: i % 2 ? { 'Idempotency-Key': `recover-${i}` } : {},
          }),
        ),
      );
      for (const a of answers) expect(a.status, a.text).toBe(200);
      expect(answers.reduce((n, a) => n + (a.body.requeued as number), 0)).toBe(10);
      await testWorker(h).drain();
      expect(r.received).toHaveLength(10);
      expect(new Set(r.received.map((m) => m.headers['webhook-id'])).size).toBe(10);
    });
  });

  it('only failed deliveries since `since` are sent again', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      await updateEnvironment(h.db, tt.sandbox.environmentId, { webhookRetries: 0 });
      freezeClock();
      const ep = await createTestEndpoint(h, tt.sandbox, r.url, ['tenant.users.invite']);
      r.defaultReply = { status: 500 };
      await addUser(h, tt.sandbox); // fails before the outage window
      await testWorker(h).drain();
      h.clock.advance(60_000);
      const since = h.clock.now().toISOString();
      // Within the window, sent one at a time: two fail, the third succeeds.
      r.replyWith({ status: 500 }, { status: 500 });
      r.defaultReply = { status: 200 };
      for (let i = 0; i < 3; i++) await addUser(h, tt.sandbox);
      const w = testWorker(h, { perEndpointInFlight: 1 });
      await w.drain();
      r.received.length = 0;
      const res = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/recover`, { body: { since }, auth: tt.sandbox });
      expect(res.body).toEqual({ requeued: 2, hasMore: false });
      await w.drain();
      expect(r.received).toHaveLength(2);
    });
  });

  it('refuses a bad `since`, a disabled, deleted or foreign endpoint; nothing changes', async () => {
    const tt = await h.tenant();
    const other = await h.tenant();
    const ep = await createTestEndpoint(h, tt.sandbox, 'https://hooks.example.com/in', ['*']);
    const off = await createTestEndpoint(h, tt.sandbox, 'https://hooks.example.com/off', ['*']);
    await h.request('PATCH', `/v1/webhook-endpoints/${off.id}`, { body: { enabled: false }, auth: tt.sandbox });
    const gone = await createTestEndpoint(h, tt.sandbox, 'https://hooks.example.com/gone', ['*']);
    await h.request('DELETE', `/v1/webhook-endpoints/${gone.id}`, { auth: tt.sandbox });
    const now = h.clock.now().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const before = await tenantSnapshot(h.db, tt.tenantId);
    const cases = [
      [tt.sandbox, ep.id, { since: iso(now + 60_000) }, 400, 'validation_failed'],
      [tt.sandbox, ep.id, { since: iso(now - 31 * DAY) }, 400, 'validation_failed'],
      [tt.sandbox, ep.id, { since: 'yesterday' }, 400, 'validation_failed'],
      [tt.sandbox, ep.id, {}, 400, 'validation_failed'],
      [tt.sandbox, off.id, { since: iso(now - DAY) }, 409, 'invalid_state'],
      [tt.sandbox, gone.id, { since: iso(now - DAY) }, 404, 'not_found'],
      [other.sandbox, ep.id, { since: iso(now - DAY) }, 404, 'not_found'],
      [tt.live, ep.id, { since: iso(now - DAY) }, 404, 'not_found'],
    ] as const;
    for (const [auth, id, body, status, code] of cases) {
      const res = await h.request('POST', `/v1/webhook-endpoints/${id}/recover`, { body, auth });
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
  });
});

describe('endpoint health', () => {
  /** One event a day for `days` days to a receiver that fails everything; returns after each day's drain. */
  async function failDaily(auth: KeyCreds, days: number, w = testWorker(h)) {
    for (let day = 0; day < days; day++) {
      await addUser(h, auth);
      await w.drain();
      h.clock.advance(DAY);
    }
  }

  it('an endpoint failing every attempt for 5 days is disabled, with a webhook_endpoint.disabled event (delivered to other endpoints) and a system audit row', async () => {
    await withReceiver(async (down) => {
      await withReceiver(async (watcher) => {
        const tt = await h.tenant();
        freezeClock();
        down.defaultReply = { status: 500 };
        const ep = await createTestEndpoint(h, tt.sandbox, down.url, ['tenant.users.invite']);
        await createTestEndpoint(h, tt.sandbox, watcher.url, ['webhook_endpoint.*']);
        const started = h.clock.now();
        await failDaily(tt.sandbox, 5); // attempts on days 0–4: a streak of 4 days
        let got = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}`, { auth: tt.sandbox })).body;
        expect(got).toMatchObject({ enabled: true, disabledReason: null, failingSince: started.toISOString() });
        await failDaily(tt.sandbox, 1); // day 5: the streak spans 5 days
        await testWorker(h).drain(); // the next sweep disables it, and the event goes out
        got = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}`, { auth: tt.sandbox })).body;
        expect(got).toMatchObject({ enabled: false, disabledReason: 'failing', failingSince: started.toISOString() });

        const [event] = (await h.request('GET', '/v1/events?type=webhook_endpoint.*', { auth: tt.sandbox })).body.data;
        expect(event).toMatchObject({
          type: 'webhook_endpoint.disabled',
          data: { endpointId: ep.id, url: down.url, reason: 'failing', failingSince: started.toISOString() },
        });
        expect(watcher.bodies().map((b) => b.id)).toEqual([event.id]);
        const audit = await queryRows<{ actor: string; member_id: string | null; action: string; target_id: string; after: Record<string, unknown> }>(
          h.db,
          sql`select actor, member_id, action, target_id, after from audit_log where tenant_id = ${tt.tenantId}`,
        );
        expect(audit).toEqual([
          {
            actor: 'system',
            member_id: null,
            action: 'webhook_endpoint.disabled',
            target_id: ep.id,
            after: expect.objectContaining({ enabled: false, disabledReason: 'failing' }),
          },
        ]);

        // Nothing more is sent to it; later events are not queued for it.
        const sent = down.received.length;
        await failDaily(tt.sandbox, 1);
        expect(down.received).toHaveLength(sent);
      });
    });
  });

  it('re-enabling is a PATCH; recover then sends what failed, and the endpoint starts a fresh streak', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      freezeClock();
      const since = h.clock.now().toISOString();
      r.defaultReply = { status: 500 };
      const ep = await createTestEndpoint(h, tt.sandbox, r.url, ['tenant.users.invite']);
      await failDaily(tt.sandbox, 6);
      await testWorker(h).drain();
      expect((await h.request('GET', `/v1/webhook-endpoints/${ep.id}`, { auth: tt.sandbox })).body.enabled).toBe(false);
      const refused = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/recover`, { body: { since }, auth: tt.sandbox });
      expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_state']);

      r.defaultReply = { status: 200 };
      r.received.length = 0;
      const enabled = await h.request('PATCH', `/v1/webhook-endpoints/${ep.id}`, { body: { enabled: true }, auth: tt.sandbox });
      expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
      const recovered = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/recover`, { body: { since }, auth: tt.sandbox });
      expect(recovered.body).toEqual({ requeued: 6, hasMore: false });
      await testWorker(h).drain();
      expect(new Set(r.received.map((m) => m.headers['webhook-id'])).size).toBe(6);
      expect(r.received).toHaveLength(6);
      expect((await h.request('GET', `/v1/webhook-endpoints/${ep.id}`, { auth: tt.sandbox })).body).toMatchObject({ enabled: true, failingSince: null });
    });
  });

  it('a success ends the streak; an endpoint that merely had no traffic since one failure is not disabled', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      freezeClock();
      r.defaultReply = { status: 500 };
      const flaky = await createTestEndpoint(h, tt.sandbox, `${r.url}?flaky`, ['tenant.users.invite']);
      await failDaily(tt.sandbox, 3);
      r.defaultReply = { status: 200 };
      await failDaily(tt.sandbox, 1); // day 3: every attempt succeeds
      r.defaultReply = { status: 500 };
      await failDaily(tt.sandbox, 4); // days 4–7 fail: a 3-day streak
      await testWorker(h).drain();
      const got = (await h.request('GET', `/v1/webhook-endpoints/${flaky.id}`, { auth: tt.sandbox })).body;
      expect(got).toMatchObject({ enabled: true, failingSince: expect.any(String) });
      expect(Date.parse(got.failingSince)).toBe(h.clock.now().getTime() - 4 * DAY);

      const quiet = await h.tenant();
      await updateEnvironment(h.db, quiet.sandbox.environmentId, { webhookRetries: 0 }); // one attempt, then silence
      const lone = await createTestEndpoint(h, quiet.sandbox, `${r.url}?quiet`, ['tenant.users.invite']);
      await failDaily(quiet.sandbox, 1);
      h.clock.advance(10 * DAY);
      await testWorker(h).drain();
      expect((await h.request('GET', `/v1/webhook-endpoints/${lone.id}`, { auth: quiet.sandbox })).body).toMatchObject({
        enabled: true,
        failingSince: expect.any(String),
      });
    });
  });

  it('a 410 Gone disables the endpoint at once, also with the event and a system audit row', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      r.replyWith({ status: 410 });
      const ep = await createTestEndpoint(h, tt.sandbox, r.url, ['tenant.users.invite']);
      await addUser(h, tt.sandbox);
      await testWorker(h).drain();
      expect((await h.request('GET', `/v1/webhook-endpoints/${ep.id}`, { auth: tt.sandbox })).body).toMatchObject({ enabled: false, disabledReason: 'gone' });
      const events = (await h.request('GET', '/v1/events?type=webhook_endpoint.disabled', { auth: tt.sandbox })).body.data;
      expect(events).toEqual([expect.objectContaining({ data: expect.objectContaining({ endpointId: ep.id, reason: 'gone' }) })]);
      const audit = await queryRows<{ actor: string; action: string }>(h.db, sql`select actor, action from audit_log where tenant_id = ${tt.tenantId}`);
      expect(audit).toEqual([{ actor: 'system', action: 'webhook_endpoint.disabled' }]);
    });
  });
});
