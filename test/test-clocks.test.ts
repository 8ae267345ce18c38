// Long on purpose: the test-clock routes' happy, error and security cases (live keys, bad times, delete rule) stay together.
/**
 * Sandbox test clocks (issue 37, decisions §14): the routes over REST and tRPC, what a transaction created on a clock
 * records, the bounds of `frozenTime` and `to`, live keys (404 everywhere, nothing changed) and the DELETE rule.
 * What advancing does is in test/test-clock-advance.test.ts.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { sweepExpiredTestClocks, TEST_CLOCK_LIFETIME_MS } from '../src/services/test-clocks/clocks.ts';
import { advanceTo, at, createClock, DAY, getClock, runClocks, T0 } from './helpers/clocks.ts';
import { createEscrow, escrowIn, partyLink, postForm } from './helpers/factories.ts';
import { fileHarness, tenantSnapshot, type KeyCreds, type TestResponse, type TestTenant } from './helpers/harness.ts';

// Advancing reaches every advancing clock of the database: on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });

let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

const trpcBody = (res: TestResponse) => res.body.result.data;
/** A transaction naming `testClockId`, between two new invited users. */
const createOn = (auth: KeyCreds, testClockId: string) =>
  h.request('POST', '/v1/transactions/create', {
    body: {
      accountType: 'escrow',
      title: 'x',
      amount: 100,
      currency: 'USD',
      seller: { email: 'a@example.com' },
      buyer: { email: 'b@example.com' },
      testClockId,
    },
    auth,
  });
/** Status and code, from either transport's error body (tRPC puts ours in `data`). */
const errorOf = (res: TestResponse) => [res.status, (res.body.error.data ?? res.body.error).code];

describe('create, retrieve, list', () => {
  it('creates a ready clock at frozenTime, in sandbox, and reads and lists it over REST and tRPC', async () => {
    const before = Date.now();
    const clock = await createClock(h, t.sandbox, T0, 'Checkout rehearsal');
    expect(clock).toMatchObject({
      name: 'Checkout rehearsal',
      frozenTime: at(T0),
      status: 'ready',
      targetFrozenTime: null,
      failureMessage: null,
      livemode: false,
    });
    expect(clock.id).toMatch(/^clk_[0-9A-Z]{26}$/);
    expect(Date.parse(clock.deletesAfter as string) - Date.parse(clock.createdAt as string)).toBe(TEST_CLOCK_LIFETIME_MS);
    expect(Date.parse(clock.createdAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(await getClock(h, t.sandbox, clock.id)).toEqual(clock);

    const viaTrpc = await h.request('POST', '/trpc/testClocks.create', { body: { frozenTime: '2031-03-01T10:00:00+01:00' }, auth: t.sandbox });
    expect(viaTrpc.status, viaTrpc.text).toBe(200);
    expect(trpcBody(viaTrpc)).toMatchObject({ name: null, frozenTime: at(T0), status: 'ready' });
    const read = await h.request('GET', `/trpc/testClocks.get?input=${encodeURIComponent(JSON.stringify({ id: clock.id }))}`, { auth: t.sandbox });
    expect(trpcBody(read)).toEqual(clock);

    const page = await h.request('GET', '/v1/test-clocks?limit=1', { auth: t.sandbox });
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.map((c: { id: string }) => c.id)).toEqual([trpcBody(viaTrpc).id]);
    expect(page.body.hasMore).toBe(true);
    const next = await h.request('GET', `/v1/test-clocks?limit=1&starting_after=${encodeURIComponent(page.body.nextCursor)}`, { auth: t.sandbox });
    expect(next.body.data.map((c: { id: string }) => c.id)).toEqual([clock.id]);
  });

  it('honours Idempotency-Key: a replay answers the same clock and creates nothing', async () => {
    const headers = { 'idempotency-key': `clock-${Math.random()}` };
    const first = await h.request('POST', '/v1/test-clocks', { body: { frozenTime: at(T0) }, headers, auth: t.sandbox });
    const again = await h.request('POST', '/v1/test-clocks', { body: { frozenTime: at(T0) }, headers, auth: t.sandbox });
    expect([again.status, again.headers.get('idempotent-replayed'), again.body.id]).toEqual([200, 'true', first.body.id]);
    const rows = await queryRows(h.db, sql`select id from test_clocks where environment_id = ${t.sandbox.environmentId} and id = ${first.body.id}`);
    expect(rows).toHaveLength(1);
  });
});

describe('a transaction on a clock lives on its time', () => {
  it('its history, createdAt, acceptance, funding deadline, events and party link are on the clock; another transaction keeps real time', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await escrowIn(h, t.sandbox, 'funded', { testClockId: clock.id, timeline: { deliveryDays: 2, inspectionDays: 3 } });
    const tx = (await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body;
    expect(tx).toMatchObject({ testClockId: clock.id, createdAt: at(T0), updatedAt: at(T0), acceptedAt: at(T0), autoReleaseAt: at(T0 + 5 * DAY) });
    expect(tx.history).toEqual(['created', 'invited', 'accepted', 'funded'].map((status) => ({ status, at: at(T0) })));
    const link = await h.request('POST', `/v1/transactions/${escrow.id}/party-links`, { body: { userId: escrow.buyerId }, auth: t.sandbox });
    expect(link.body.expiresAt).toBe(at(T0 + 60 * 60 * 1000));

    const events = await queryRows<{ type: string; data: Record<string, unknown> }>(
      h.db,
      sql`select type, data from events where data->>'transactionId' = ${escrow.id} order by id`,
    );
    expect(events.map((e) => e.type)).toEqual(['transaction.created', 'transaction.accepted', 'transaction.status.changed']);
    for (const e of events) expect(e.data.testClockId).toBe(clock.id);
    expect(events[1]!.data.acceptedAt).toBe(at(T0));
    expect(events[2]!.data).toMatchObject({ status: 'funded', changedAt: at(T0) });

    const listed = await h.request('GET', `/v1/transactions?testClockId=${clock.id}`, { auth: t.sandbox });
    expect(listed.body.data.map((x: { id: string }) => x.id)).toEqual([escrow.id]);
    const plain = await createEscrow(h, t.sandbox);
    const real = (await h.request('GET', `/v1/transactions/${plain.id}`, { auth: t.sandbox })).body;
    expect(real.testClockId).toBeNull();
    expect(Math.abs(Date.parse(real.createdAt) - Date.now())).toBeLessThan(10 * 60 * 1000);
  });

  it('the invite and party links expire on the clock: advancing past them closes the pages', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await createEscrow(h, t.sandbox, { testClockId: clock.id });
    const link = await partyLink(h, t.sandbox, escrow.id, escrow.sellerId);
    expect((await h.app.request(`/accept/${escrow.inviteToken}`)).status).toBe(200);
    expect((await h.app.request(link.path)).status).toBe(200);
    await advanceTo(h, t.sandbox, clock.id, T0 + 2 * 60 * 60 * 1000);
    expect((await h.app.request(link.path)).status).toBe(410);
    expect((await h.app.request(`/accept/${escrow.inviteToken}`)).status).toBe(200);
    await advanceTo(h, t.sandbox, clock.id, T0 + 14 * DAY);
    const expired = await h.app.request(`/accept/${escrow.inviteToken}`);
    expect([expired.status, await expired.text()]).toEqual([410, expect.stringContaining('This invitation has expired')]);
  });

  it('an unknown clock, or one of another tenant, is 404 on create and nothing is created', async () => {
    const other = await h.tenant();
    const theirs = await createClock(h, other.sandbox, T0);
    for (const testClockId of [theirs.id, 'clk_01JD0000000000000000000000']) {
      const before = await tenantSnapshot(h.db, t.tenantId);
      const res = await createOn(t.sandbox, testClockId);
      expect([...errorOf(res), res.body.error.param]).toEqual([404, 'not_found', 'testClockId']);
      expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    }
    expect((await h.request('GET', `/v1/test-clocks/${theirs.id}`, { auth: t.sandbox })).status).toBe(404);
  });
});

describe('live keys: 404 on every test-clock route, nothing changed', () => {
  it('create, list, get, advance and delete, over REST and tRPC; a transaction in live cannot name a clock', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const calls: [string, string, unknown?][] = [
      ['POST', '/v1/test-clocks', { frozenTime: at(T0) }],
      ['GET', '/v1/test-clocks'],
      ['GET', `/v1/test-clocks/${clock.id}`],
      ['POST', `/v1/test-clocks/${clock.id}/advance`, { to: at(T0 + DAY) }],
      ['DELETE', `/v1/test-clocks/${clock.id}`],
      ['POST', '/trpc/testClocks.create', { frozenTime: at(T0) }],
      ['GET', '/trpc/testClocks.list'],
      ['GET', `/trpc/testClocks.get?input=${encodeURIComponent(JSON.stringify({ id: clock.id }))}`],
      ['POST', '/trpc/testClocks.advance', { id: clock.id, to: at(T0 + DAY) }],
      ['POST', '/trpc/testClocks.delete', { id: clock.id }],
      // A live key with a bad body is still told the route does not exist for it.
      ['POST', '/v1/test-clocks', { frozenTime: 'tomorrow' }],
    ];
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const [method, path, body] of calls) {
      const res = await h.request(method, path, { auth: t.live, headers: { 'idempotency-key': `live-${Math.random()}` }, ...(body ? { body } : {}) });
      expect(errorOf(res), `${method} ${path}: ${res.text}`).toEqual([404, 'not_found']);
    }
    const created = await createOn(t.live, clock.id);
    expect([...errorOf(created), created.body.error.param]).toEqual([404, 'not_found', 'testClockId']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    expect(await getClock(h, t.sandbox, clock.id)).toMatchObject({ status: 'ready', frozenTime: at(T0) });
  });
});

describe('bad times: 400 validation_failed naming the field, nothing changed', () => {
  it('frozenTime not ISO 8601 with a zone, or more than 10 years from now', async () => {
    const before = await tenantSnapshot(h.db, t.tenantId);
    const now = Date.now();
    for (const frozenTime of [
      'tomorrow',
      '2031-03-01',
      '2031-03-01T09:00:00',
      '2031-02-30T09:00:00Z',
      1_900_000_000,
      at(now + 11 * 365 * DAY),
      at(now - 11 * 365 * DAY),
    ]) {
      for (const path of ['/v1/test-clocks', '/trpc/testClocks.create']) {
        const res = await h.request('POST', path, { body: { frozenTime }, auth: t.sandbox });
        expect(errorOf(res), `${path} ${frozenTime}: ${res.text}`).toEqual([400, 'validation_failed']);
        const details = (res.body.error.data ?? res.body.error).details;
        expect(details.map((d: { path: string }) => d.path)).toEqual(['frozenTime']);
      }
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('to: backwards, the same instant, more than 2 years ahead, not ISO 8601', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const before = await tenantSnapshot(h.db, t.tenantId);
    for (const to of [at(T0 - 1000), at(T0), '2033-03-01T09:00:00.001Z', 'next week', '2031-03-02', 1_990_000_000]) {
      const res = await h.request('POST', `/v1/test-clocks/${clock.id}/advance`, { body: { to }, auth: t.sandbox });
      expect([...errorOf(res), res.body.error.details?.map((d: { path: string }) => d.path)], `${to}: ${res.text}`).toEqual([400, 'validation_failed', ['to']]);
      const rpc = await h.request('POST', '/trpc/testClocks.advance', { body: { id: clock.id, to }, auth: t.sandbox });
      expect(errorOf(rpc)).toEqual([400, 'validation_failed']);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
    // Exactly 2 years is allowed.
    const edge = await h.request('POST', `/v1/test-clocks/${clock.id}/advance`, { body: { to: '2033-03-01T09:00:00.000Z' }, auth: t.sandbox });
    expect([edge.status, edge.body.status]).toEqual([200, 'advancing']);
  });
});

describe('delete', () => {
  it('is refused while a transaction on the clock is open or the clock advances; then the clock is gone and its transactions keep naming it', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await escrowIn(h, t.sandbox, 'funded', { testClockId: clock.id, timeline: { deliveryDays: 0, inspectionDays: 1 } });
    const before = await tenantSnapshot(h.db, t.tenantId);
    const refused = await h.request('DELETE', `/v1/test-clocks/${clock.id}`, { auth: t.sandbox });
    expect(errorOf(refused)).toEqual([409, 'invalid_state']);
    expect(refused.body.error.message).toContain('1 transaction is still open');
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);

    expect((await h.request('POST', `/v1/test-clocks/${clock.id}/advance`, { body: { to: at(T0 + DAY) }, auth: t.sandbox })).status).toBe(200);
    const advancing = await h.request('POST', '/trpc/testClocks.delete', { body: { id: clock.id }, auth: t.sandbox });
    expect(errorOf(advancing)).toEqual([409, 'invalid_state']);
    await runClocks(h);
    await advanceTo(h, t.sandbox, clock.id, T0 + 2 * DAY);
    expect((await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.status).toBe('released');

    const deleted = await h.request('DELETE', `/v1/test-clocks/${clock.id}`, { auth: t.sandbox });
    expect([deleted.status, deleted.body]).toEqual([200, { id: clock.id, deleted: true }]);
    expect((await h.request('GET', `/v1/test-clocks/${clock.id}`, { auth: t.sandbox })).status).toBe(404);
    expect((await h.request('DELETE', `/v1/test-clocks/${clock.id}`, { auth: t.sandbox })).status).toBe(404);
    const list = await h.request('GET', '/v1/test-clocks?limit=100', { auth: t.sandbox });
    expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(clock.id);
    expect((await h.request('GET', `/v1/transactions/${escrow.id}`, { auth: t.sandbox })).body.testClockId).toBe(clock.id);
  });

  it("another tenant's clock is 404 and untouched; the sweep deletes expired clocks without open transactions only", async () => {
    const other = await h.tenant();
    const theirs = await createClock(h, other.sandbox, T0);
    const snapshot = await tenantSnapshot(h.db, other.tenantId);
    expect(errorOf(await h.request('DELETE', `/v1/test-clocks/${theirs.id}`, { auth: t.sandbox }))).toEqual([404, 'not_found']);
    expect(errorOf(await h.request('POST', `/v1/test-clocks/${theirs.id}/advance`, { body: { to: at(T0 + DAY) }, auth: t.sandbox }))).toEqual([
      404,
      'not_found',
    ]);
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(snapshot);

    const busy = await createClock(h, other.sandbox, T0);
    await createEscrow(h, other.sandbox, { testClockId: busy.id });
    const expiry = Date.parse(theirs.deletesAfter as string);
    await sweepExpiredTestClocks(h.db, new Date(expiry - 1000));
    expect((await getClock(h, other.sandbox, theirs.id)).status).toBe('ready');
    expect(await sweepExpiredTestClocks(h.db, new Date(expiry + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await h.request('GET', `/v1/test-clocks/${theirs.id}`, { auth: other.sandbox })).status).toBe(404);
    expect((await getClock(h, other.sandbox, busy.id)).status).toBe('ready');
  });
});

describe('while a clock advances', () => {
  it('advancing it again is 409 invalid_state; its transactions refuse changes (409 test_clock_advancing) and a new one cannot join it', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const funded = await escrowIn(h, t.sandbox, 'funded', { testClockId: clock.id, timeline: { deliveryDays: 1, inspectionDays: 1 } });
    const accepted = await escrowIn(h, t.sandbox, 'accepted', { testClockId: clock.id });
    const invited = await createEscrow(h, t.sandbox, { testClockId: clock.id });
    const buyer = await partyLink(h, t.sandbox, funded.id, funded.buyerId);
    const start = await h.request('POST', '/trpc/testClocks.advance', { body: { id: clock.id, to: at(T0 + DAY) }, auth: t.sandbox });
    expect(trpcBody(start)).toMatchObject({ status: 'advancing', frozenTime: at(T0), targetFrozenTime: at(T0 + DAY) });

    const before = await tenantSnapshot(h.db, t.tenantId);
    const again = await h.request('POST', `/v1/test-clocks/${clock.id}/advance`, { body: { to: at(T0 + 2 * DAY) }, auth: t.sandbox });
    expect(errorOf(again)).toEqual([409, 'invalid_state']);
    const changes: [string, unknown][] = [
      [`/v1/transactions/${funded.id}/release`, {}],
      [`/v1/transactions/${funded.id}/disputes`, { openedBy: 'buyer', reason: 'Broken' }],
      [`/v1/transactions/${accepted.id}/mark-funded`, { reference: 'w-1' }],
      [`/v1/transactions/${accepted.id}/cancel`, {}],
    ];
    for (const [path, body] of changes) expect(errorOf(await h.request('POST', path, { body, auth: t.sandbox })), path).toEqual([409, 'test_clock_advancing']);
    const patch = await h.request('PATCH', `/v1/transactions/${accepted.id}`, { body: { metadata: { a: 'b' } }, auth: t.sandbox });
    expect(errorOf(patch)).toEqual([409, 'test_clock_advancing']);
    const joined = await h.request('POST', '/v1/transactions/create', {
      body: { accountType: 'escrow', title: 'x', amount: 100, currency: 'USD', sellerId: funded.sellerId, buyerId: funded.buyerId, testClockId: clock.id },
      auth: t.sandbox,
    });
    expect(errorOf(joined)).toEqual([409, 'test_clock_advancing']);
    // The hosted pages say so too.
    const acceptPage = await postForm(h, `/accept/${invited.inviteToken}`, { decision: 'accept' });
    expect([acceptPage.status, await acceptPage.text()]).toEqual([409, expect.stringContaining('test clock that is advancing')]);
    const disputePage = await postForm(h, `/t/${funded.token}/dispute`, { party: buyer.party, reason: 'Broken' });
    expect([disputePage.status, await disputePage.text()]).toEqual([409, expect.stringContaining('is advancing')]);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });
});
