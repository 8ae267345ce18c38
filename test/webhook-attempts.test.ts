/**
 * Issue 20, items 5–7: what each attempt keeps (the request sent, a bounded
 * excerpt of the answer, never our signing secret), the delivery detail route,
 * test events, and `livemode` in every body.
 */
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { EVENT_EXAMPLES } from '../src/services/event-examples.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { createHarness, fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';
import { addUser, testWorker, withReceiver } from './helpers/webhooks.ts';
import { createTestEndpoint } from './helpers/factories.ts';

// Its own database on Postgres: its workers drain every pending delivery.
const h = fileHarness({ isolated: true });
let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

async function deliveredOnce(reply: Parameters<import('./helpers/receiver.ts').Receiver['replyWith']>[0], tenant = t) {
  return withReceiver(async (r) => {
    r.defaultReply = reply;
    const ep = await createTestEndpoint(h, tenant.sandbox, r.url, ['tenant.users.invite']);
    await addUser(h, tenant.sandbox);
    await testWorker(h).drain();
    const list = await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: tenant.sandbox });
    const detail = await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries/${list.body.data[0].id}`, { auth: tenant.sandbox });
    expect(detail.status, detail.text).toBe(200);
    return { ep, list: list.body, detail: detail.body, received: r.received, receiver: r };
  });
}

describe('attempt details', () => {
  it('keep the request as sent (verifiable) and the answer: status, headers, body; the list stays light', async () => {
    const { ep, list, detail, received } = await deliveredOnce({
      status: 202,
      headers: { 'content-type': 'application/json', 'x-request-id': 'rcv-42' },
      body: '{"accepted":true}',
    });
    const [attempt] = detail.attempts;
    expect(attempt).toMatchObject({ statusCode: 202, error: null, durationMs: expect.any(Number) });
    expect(attempt.request.url).toBe(ep.url);
    expect(attempt.request.body).toBe(received[0]!.body);
    expect(attempt.request.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    // What we kept is exactly what was signed: the library verifies it from the log alone.
    expect(() => new Webhook(ep.secret).verify(attempt.request.body, attempt.request.headers)).not.toThrow();
    expect(JSON.parse(attempt.request.body).livemode).toBe(false);
    expect(attempt.response).toEqual({
      headers: expect.objectContaining({ 'content-type': 'application/json', 'x-request-id': 'rcv-42' }),
      body: '{"accepted":true}',
      bodyTruncated: false,
      bodyBinary: false,
    });
    expect(list.data[0].attempts[0]).not.toHaveProperty('request');
    expect(list.data[0].attempts[0]).not.toHaveProperty('response');
    expect({ ...detail, attempts: detail.attempts.map(({ request: _q, response: _s, ...rest }: Record<string, unknown>) => rest) }).toEqual(list.data[0]);
  });

  it('a receiver answering 10 MB costs an excerpt of 4 KiB, marked truncated', async () => {
    const { detail } = await deliveredOnce({ status: 500, headers: { 'content-type': 'text/plain' }, body: 'e'.repeat(10 * 1024 * 1024) });
    const [attempt] = detail.attempts;
    expect(attempt.statusCode).toBe(500);
    expect(attempt.response.body).toBe('e'.repeat(4096));
    expect(attempt.response.bodyTruncated).toBe(true);
  });

  it('a body that never ends is cut off after the excerpt: the attempt succeeds (no timeout) and we close the connection', async () => {
    const { detail, receiver } = await deliveredOnce({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'endless' });
    expect(detail.status).toBe('succeeded');
    expect(detail.attempts[0]).toMatchObject({ statusCode: 200, error: null, response: { bodyTruncated: true, body: 'x'.repeat(4096) } });
    await expect.poll(() => receiver.endlessClosed).toBe(1);
  });

  it('binary answers are never stored, and text is cut on a character boundary', async () => {
    const png = await deliveredOnce({ status: 200, headers: { 'content-type': 'image/png' }, body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]) });
    expect(png.detail.attempts[0].response).toMatchObject({ body: null, bodyBinary: true });
    const nul = await deliveredOnce({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'ab\u0000cd' });
    expect(nul.detail.attempts[0].response).toMatchObject({ body: null, bodyBinary: true });
    const utf8 = await deliveredOnce({ status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `a${'é'.repeat(3000)}` });
    // 4,096 bytes: "a" and 2,047 whole "é" (2 bytes each); the half of the next one is dropped.
    expect(utf8.detail.attempts[0].response.body).toBe(`a${'é'.repeat(2047)}`);
  });

  it('headers are bounded: at most 40, values cut at 500 characters; a header block over 16 KiB is a failed attempt', async () => {
    const headers = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`x-h-${String(i).padStart(2, '0')}`, 'v'.repeat(i < 5 ? 600 : 150)]));
    const { detail } = await deliveredOnce({ status: 200, headers });
    const got = detail.attempts[0].response.headers as Record<string, string>;
    expect(Object.keys(got)).toHaveLength(40);
    expect(got['x-h-00']).toBe('v'.repeat(500));
    for (const value of Object.values(got)) expect(value.length).toBeLessThanOrEqual(500);
    const huge = await deliveredOnce({ status: 200, headers: { 'x-huge': 'v'.repeat(20_000) } });
    expect(huge.detail.attempts[0]).toMatchObject({ statusCode: null, response: null, error: expect.stringMatching(/^connection failed: .*header/i) });
  });

  it('never keep our signing secret, even when the receiver echoes it back in its body or headers', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const ep = await createTestEndpoint(h, tt.sandbox, r.url, ['tenant.users.invite']);
      const rotated = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/rotate-secret`, { body: {}, auth: tt.sandbox });
      const secrets = [ep.secret, rotated.body.secret as string];
      // Each secret as sent, without its prefix, and its key in base64url and hex (every encoding one by one: test/security/secret-echo.test.ts).
      const spellings = secrets.flatMap((s) => {
        const key = Buffer.from(s.slice('whsec_'.length), 'base64');
        return [s, s.slice('whsec_'.length), key.toString('base64url'), key.toString('hex')];
      });
      const echo = `debug: secret=${ep.secret} key=${spellings[1]} hex=${spellings[3]} new=${rotated.body.secret} url=${spellings[6]}`;
      r.defaultReply = { status: 400, headers: { 'content-type': 'text/plain', 'x-echo-secret': ep.secret, 'x-echo-hex': spellings[7]! }, body: echo };
      await addUser(h, tt.sandbox);
      await testWorker(h).drain();
      const [delivery] = (await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries`, { auth: tt.sandbox })).body.data;
      const detail = await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries/${delivery.id}`, { auth: tt.sandbox });
      expect(detail.text).toContain('[redacted]');
      const stored = JSON.stringify(await queryRows(h.db, sql`select * from webhook_attempts where tenant_id = ${tt.tenantId}`));
      for (const text of [detail.text, stored]) for (const s of spellings) expect(text).not.toContain(s);
    });
  });

  it("another tenant's or environment's delivery is 404, as is a delivery of another endpoint; nothing changes", async () => {
    const { ep, list } = await deliveredOnce({ status: 200 });
    const other = await h.tenant();
    const sibling = await createTestEndpoint(h, t.sandbox, 'https://hooks.example.com/other', ['*']);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const id = list.data[0].id;
    for (const [auth, path] of [
      [other.sandbox, `/v1/webhook-endpoints/${ep.id}/deliveries/${id}`],
      [t.live, `/v1/webhook-endpoints/${ep.id}/deliveries/${id}`],
      [t.sandbox, `/v1/webhook-endpoints/${sibling.id}/deliveries/${id}`],
      [t.sandbox, `/v1/webhook-endpoints/${ep.id}/deliveries/dlv_01ARZ3NDEKTSV4RRFFQ69G5FAV`],
    ] as const) {
      const res = await h.request('GET', path, { auth });
      expect([res.status, res.body.error.code], path).toEqual([404, 'not_found']);
    }
    const bad = await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries/evt_x`, { auth: t.sandbox });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('are cleared after 30 days by the worker; the attempt keeps its status, timing and error', async () => {
    const { ep, list } = await deliveredOnce({ status: 200, body: 'thanks' });
    h.clock.advance(31 * 24 * 3600 * 1000);
    onTestFinished(() => h.clock.advance(-31 * 24 * 3600 * 1000));
    await testWorker(h).runOnce();
    const detail = await h.request('GET', `/v1/webhook-endpoints/${ep.id}/deliveries/${list.data[0].id}`, { auth: t.sandbox });
    expect(detail.body.attempts[0]).toMatchObject({ statusCode: 200, error: null, request: null, response: null });
  });
});

describe('test events', () => {
  it('sends an example event signed like real ones (standardwebhooks verifies it) and answers with the attempt; nothing is stored', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      r.defaultReply = { status: 200, headers: { 'content-type': 'text/plain' }, body: 'got it' };
      const ep = await createTestEndpoint(h, tt.sandbox, r.url, ['transaction.*']);
      const before = await tenantSnapshot(h.db, tt.tenantId);
      const res = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/test`, { body: {}, auth: tt.sandbox });
      expect(res.status, res.text).toBe(200);
      // Default type: the first of the catalogue the endpoint subscribes to.
      expect(res.body).toMatchObject({ type: 'transaction.created', succeeded: true, eventId: expect.stringMatching(/^evt_/) });
      expect(res.body.attempt).toMatchObject({ statusCode: 200, error: null, response: { body: 'got it', bodyTruncated: false, bodyBinary: false } });
      expect(r.received).toHaveLength(1);
      const [msg] = r.received;
      const verified = new Webhook(ep.secret).verify(msg!.body, msg!.headers as Record<string, string>);
      expect(verified).toEqual({
        id: res.body.eventId,
        type: 'transaction.created',
        tenantId: tt.tenantId,
        livemode: false,
        createdAt: expect.any(String),
        data: EVENT_EXAMPLES['transaction.created'],
      });
      expect(res.body.attempt.request.body).toBe(msg!.body);
      expect(msg!.headers['webhook-id']).toBe(res.body.eventId);
      // Not an event of the outbox, not a delivery, no health change: the tenant's rows are exactly as before.
      expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
      expect((await h.request('GET', `/v1/events/${res.body.eventId}`, { auth: tt.sandbox })).status).toBe(404);
    });
  });

  it('sends the type asked for, to a disabled endpoint too; a receiver error is the attempt, not an API error', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      r.defaultReply = { status: 503, body: 'down for maintenance' };
      const ep = await createTestEndpoint(h, tt.sandbox, r.url, ['*']);
      await h.request('PATCH', `/v1/webhook-endpoints/${ep.id}`, { body: { enabled: false }, auth: tt.sandbox });
      const res = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/test`, { body: { type: 'webhook_endpoint.disabled' }, auth: tt.sandbox });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        type: 'webhook_endpoint.disabled',
        succeeded: false,
        attempt: { statusCode: 503, error: 'receiver answered 503', response: { body: 'down for maintenance' } },
      });
      expect(JSON.parse(r.received[0]!.body).data).toEqual(EVENT_EXAMPLES['webhook_endpoint.disabled']);
    });
  });

  it('a live endpoint gets livemode: true (shown in the request even when the receiver cannot be reached)', async () => {
    const tt = await h.tenant();
    const ep = await createTestEndpoint(h, tt.live, 'https://hooks.example.com/in', ['*']);
    const res = await h.request('POST', `/v1/webhook-endpoints/${ep.id}/test`, { body: { type: 'kyc.updated' }, auth: tt.live });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ succeeded: false, attempt: { statusCode: null, response: null } });
    expect(JSON.parse(res.body.attempt.request.body)).toMatchObject({ type: 'kyc.updated', livemode: true });
  });

  it('refuses an unknown type, a deleted or foreign endpoint; nothing is sent or changed', async () => {
    await withReceiver(async (r) => {
      const tt = await h.tenant();
      const other = await h.tenant();
      const ep = await createTestEndpoint(h, tt.sandbox, r.url, ['*']);
      const gone = await createTestEndpoint(h, tt.sandbox, r.url, ['*']);
      await h.request('DELETE', `/v1/webhook-endpoints/${gone.id}`, { auth: tt.sandbox });
      const before = await tenantSnapshot(h.db, tt.tenantId);
      const cases = [
        [tt.sandbox, ep.id, { type: 'transaction.craeted' }, 400, 'validation_failed'],
        [tt.sandbox, ep.id, { type: 'transaction.*' }, 400, 'validation_failed'],
        [tt.sandbox, gone.id, {}, 404, 'not_found'],
        [other.sandbox, ep.id, {}, 404, 'not_found'],
        [tt.live, ep.id, {}, 404, 'not_found'],
      ] as const;
      for (const [auth, id, body, status, code] of cases) {
        const res = await h.request('POST', `/v1/webhook-endpoints/${id}/test`, { body, auth });
        expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([status, code]);
      }
      expect(r.received).toEqual([]);
      expect(await tenantSnapshot(h.db, tt.tenantId)).toEqual(before);
    });
  });

  it('counts against the rate limit like any POST', async () => {
    const limited = await createHarness({ rateLimits: 'memory', sameDatabaseAs: h });
    onTestFinished(() => limited.close());
    await withReceiver(async (r) => {
      const tt = await limited.tenant();
      await updateEnvironment(limited.db, tt.sandbox.environmentId, { rateLimitPerMinute: 3 });
      const ep = await createTestEndpoint(limited, tt.sandbox, r.url, ['*']); // the first of 3
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await limited.request('POST', `/v1/webhook-endpoints/${ep.id}/test`, { body: {}, auth: tt.sandbox }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.body.error.code).toBe('rate_limit_exceeded');
      expect(r.received).toHaveLength(2);
    });
  });
});
