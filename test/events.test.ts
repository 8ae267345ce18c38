import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_EXAMPLES } from '../src/services/event-examples.ts';
import { EVENT_TYPES } from '../src/services/event-types.ts';
import { escrowIn } from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
let userIds: string[] = [];
beforeAll(async () => {
  t = await h.tenant();
  const rows = Array.from({ length: 5 }, (_, i) => ({ name: `E${i}`, email: `evt${i}.${Date.now().toString(36)}@example.com`, phone: '+14155552671' }));
  await h.request('POST', '/v1/tenants/add-user-bulk', { body: rows, auth: t.live });
  const list = await h.request('GET', '/v1/users?limit=100', { auth: t.live });
  userIds = list.body.data.map((u: { id: string }) => u.id);
});

describe('GET /v1/events', () => {
  it('lists the outbox newest first with the envelope fields', async () => {
    const res = await h.request('GET', '/v1/events', { auth: t.live });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    for (const e of res.body.data) {
      expect(e).toEqual({
        id: expect.stringMatching(/^evt_/),
        type: 'tenant.users.invite',
        tenantId: t.tenantId,
        livemode: true,
        createdAt: expect.any(String),
        data: { userId: expect.stringMatching(/^usr_/), email: expect.any(String), name: expect.any(String) },
      });
    }
    expect(new Set(res.body.data.map((e: { data: { userId: string } }) => e.data.userId))).toEqual(new Set(userIds));
    const ids = res.body.data.map((e: { id: string }) => e.id);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('filters by type and pages with cursors bound to the filter', async () => {
    const page = await h.request('GET', '/v1/events?type=tenant.users.invite&limit=2', { auth: t.live });
    expect(page.body.data).toHaveLength(2);
    const next = await h.request('GET', `/v1/events?type=tenant.users.invite&limit=2&starting_after=${encodeURIComponent(page.body.nextCursor)}`, {
      auth: t.live,
    });
    expect(next.body.data).toHaveLength(2);
    const crossFilter = await h.request('GET', `/v1/events?starting_after=${encodeURIComponent(page.body.nextCursor)}`, { auth: t.live });
    expect(crossFilter.body.error.code).toBe('cursor_invalid');
    const none = await h.request('GET', '/v1/events?type=transaction.accepted', { auth: t.live });
    expect(none.body).toEqual({ data: [], hasMore: false, nextCursor: null });
  });

  it('retrieves one event; another environment or tenant gets 404', async () => {
    const [first] = (await h.request('GET', '/v1/events?limit=1', { auth: t.live })).body.data;
    const one = await h.request('GET', `/v1/events/${first.id}`, { auth: t.live });
    expect(one.body).toEqual(first);
    const other = await h.tenant();
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const creds of [t.sandbox, other.live]) {
      const res = await h.request('GET', `/v1/events/${first.id}`, { auth: creds });
      expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    }
    expect((await h.request('GET', '/v1/events', { auth: t.sandbox })).body.data).toEqual([]);
    expect((await h.request('GET', '/v1/events/evt_bad', { auth: t.live })).status).toBe(400);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});

describe('GET /v1/events?type= with wildcards (decisions §10)', () => {
  let tt: TestTenant;
  const types = async (query: string) => {
    const res = await h.request('GET', `/v1/events?limit=100&${query}`, { auth: tt.sandbox });
    expect(res.status, res.text).toBe(200);
    return (res.body.data as { type: string }[]).map((e) => e.type);
  };
  beforeAll(async () => {
    tt = await h.tenant();
    const escrow = await escrowIn(h, tt.sandbox, 'disputed');
    const evidence = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/evidence`, {
      body: { submittedBy: 'seller', description: 'Tracking number 1Z999.' },
      auth: tt.sandbox,
    });
    expect(evidence.status, evidence.text).toBe(200);
  });

  it('prefix.* returns exactly the types under the prefix; * returns everything', async () => {
    const all = await types('type=*');
    expect(all).toEqual(await types(''));
    expect(new Set(all)).toEqual(
      new Set([
        'tenant.users.invite',
        'kyc.updated',
        'transaction.created',
        'transaction.accepted',
        'transaction.status.changed',
        'transaction.disputed',
        'transaction.dispute.updated',
      ]),
    );
    expect(await types('type=transaction.*')).toEqual(all.filter((t) => t.startsWith('transaction.')));
    expect(await types('type=transaction.dispute.*')).toEqual(['transaction.dispute.updated']);
    expect(await types('type=tenant.*')).toEqual(all.filter((t) => t === 'tenant.users.invite'));
    expect(await types('type=sanctions.*')).toEqual([]);
  });

  it('pages a wildcard filter with cursors bound to it', async () => {
    const first = await h.request('GET', '/v1/events?type=transaction.*&limit=2', { auth: tt.sandbox });
    expect(first.body.data).toHaveLength(2);
    const rest = await h.request('GET', `/v1/events?type=transaction.*&limit=100&starting_after=${encodeURIComponent(first.body.nextCursor)}`, {
      auth: tt.sandbox,
    });
    expect([...first.body.data, ...rest.body.data].map((e: { type: string }) => e.type)).toEqual(await types('type=transaction.*'));
    const otherFilter = await h.request('GET', `/v1/events?type=kyc.*&starting_after=${encodeURIComponent(first.body.nextCursor)}`, { auth: tt.sandbox });
    expect(otherFilter.body.error.code).toBe('cursor_invalid');
  });

  it.each(['transaction.craeted', 'transactions.*', 'Transaction.*', 'bench.ping', '*.created'])('type=%s is 400 naming it', async (type) => {
    const res = await h.request('GET', `/v1/events?type=${encodeURIComponent(type)}`, { auth: tt.sandbox });
    expect([res.status, res.body.error.code, res.body.error.param]).toEqual([400, 'validation_failed', 'type']);
    // Named by its path, never quoted (error messages do not repeat input: issue 33 #5).
    expect(res.body.error.details[0].message).toContain('Not a known event type.');
    expect(res.body.error.details[0].message).not.toContain(JSON.stringify(type));
  });

  it('the test-event examples have the keys the real events carry', async () => {
    const res = await h.request('GET', '/v1/events?limit=100', { auth: tt.sandbox });
    const keys = new Map<string, Set<string>>();
    for (const e of res.body.data as { type: keyof typeof EVENT_EXAMPLES; data: Record<string, unknown> }[]) {
      keys.set(e.type, new Set([...(keys.get(e.type) ?? []), ...Object.keys(e.data)]));
    }
    expect(keys.size).toBeGreaterThanOrEqual(7);
    for (const [type, seen] of keys) expect(new Set(Object.keys(EVENT_EXAMPLES[type as keyof typeof EVENT_EXAMPLES])), type).toEqual(seen);
    expect(Object.keys(EVENT_EXAMPLES).sort()).toEqual([...EVENT_TYPES].sort());
  });
});
