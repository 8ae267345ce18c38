// Long on purpose: the timeline's deadline, reminder, holds and the job's exactly-once claim share one clock and its cases.
/**
 * Timeline enforcement (issue 23): a funded transaction is released by the
 * service `deliveryDays + inspectionDays` after funding unless a dispute is
 * open or a request pending, with `transaction.inspection_ending` 24 hours
 * before. The real-time job runs directly on the harness database with the
 * harness clock, frozen, so "a second before" is exact; the party page and
 * the sanctions-hold retry run on a sandbox test clock instead, advanced over
 * the API as an integrator would (test/test-clock-advance.test.ts has the rest).
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { when } from '../src/pages/html.ts';
import { startJobs } from '../src/jobs.ts';
import { EVENT_EXAMPLES } from '../src/services/event-examples.ts';
import { AUTO_RELEASE_RETRY_MS, runTimeline } from '../src/services/transactions/auto-release.ts';
import { DAY_MS } from '../src/services/transactions/timeline.ts';
import { WebhookSender } from '../src/services/webhooks/sender.ts';
import { DEFAULT_WEBHOOK_CONFIG } from '../src/services/webhooks/worker.ts';
import { advanceTo, createClock, T0 } from './helpers/clocks.ts';
import { accept, createEscrow, escrowIn, partyLink, possibleMatch, postForm, type Escrow } from './helpers/factories.ts';
import { countRows, fileHarness, tenantSnapshot, type KeyCreds, type TestTenant } from './helpers/harness.ts';

// The job reaches every tenant's funded rows and the clock moves by days: on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });

const run = () => runTimeline(h.db, h.clock);
const get = async (auth: KeyCreds, id: string) => {
  const res = await h.request('GET', `/v1/transactions/${id}`, { auth });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

interface EventOut {
  type: string;
  data: Record<string, unknown>;
}
/** The events about one transaction, oldest first. */
async function eventsOf(auth: KeyCreds, id: string, type?: string): Promise<EventOut[]> {
  const res = await h.request('GET', `/v1/events?limit=100${type ? `&type=${type}` : ''}`, { auth });
  expect(res.status, res.text).toBe(200);
  return (res.body.data as EventOut[]).filter((e) => e.data.transactionId === id).reverse();
}
const releases = async (auth: KeyCreds, id: string) =>
  (await eventsOf(auth, id, 'transaction.status.changed')).filter((e) => e.data.status === 'released' || e.data.status === 'refunded');
const reminders = (auth: KeyCreds, id: string) => eventsOf(auth, id, 'transaction.inspection_ending');

/** A funded escrow with `timeline`, funded at the frozen clock's now; returns it with its funding instant. */
async function funded(auth: KeyCreds, timeline: Record<string, number> | undefined): Promise<Escrow & { fundedAt: number }> {
  const escrow = await escrowIn(h, auth, 'accepted', timeline ? { timeline } : {});
  const fundedAt = h.clock.now().getTime();
  const res = await h.request('POST', `/v1/transactions/${escrow.id}/mark-funded`, { body: { reference: 'wire-77' }, auth });
  expect(res.status, res.text).toBe(200);
  return { ...escrow, fundedAt };
}

/** Move the frozen clock to `at` (never backwards). */
function moveTo(at: number): void {
  const now = h.clock.now().getTime();
  expect(at).toBeGreaterThanOrEqual(now);
  h.clock.advance(at - now);
}

let t: TestTenant;
beforeEach(async () => {
  h.clock.freeze(h.clock.now().getTime());
  t = await h.tenant();
});

describe('auto-release at the deadline', () => {
  it('sets autoReleaseAt at funding and releases at the deadline, not a second earlier, as a release marked auto_release', async () => {
    const escrow = await funded(t.sandbox, { deliveryDays: 2, inspectionDays: 3 });
    const deadline = escrow.fundedAt + 5 * DAY_MS;
    expect((await get(t.sandbox, escrow.id)).autoReleaseAt).toBe(new Date(deadline).toISOString());

    moveTo(deadline - 1000);
    await run();
    const waiting = await get(t.sandbox, escrow.id);
    expect([waiting.status, await releases(t.sandbox, escrow.id)]).toEqual(['funded', []]);

    moveTo(deadline);
    await run();
    const released = await get(t.sandbox, escrow.id);
    expect(released.status).toBe('released');
    expect(released.history.at(-1)).toEqual({ status: 'released', at: new Date(deadline).toISOString(), reason: 'auto_release', rule: 'timeline' });
    expect(released.autoReleaseAt).toBeNull();
    const [event, ...more] = await releases(t.sandbox, escrow.id);
    expect(more).toEqual([]);
    expect(event!.data).toEqual({
      transactionId: escrow.id,
      status: 'released',
      previousStatus: 'funded',
      changedAt: new Date(deadline).toISOString(),
      settledBy: 'auto_release',
      autoRelease: {
        rule: 'timeline',
        deliveryDays: 2,
        inspectionDays: 3,
        fundedAt: new Date(escrow.fundedAt).toISOString(),
        deadline: new Date(deadline).toISOString(),
      },
    });
    const audit = await queryRows<{ actor: string; action: string; after: { status: string } }>(
      h.db,
      sql`select actor, action, after from audit_log where target_id = ${escrow.id}`,
    );
    expect(audit).toEqual([{ actor: 'system', action: 'transaction.auto_released', after: { status: 'released', autoRelease: event!.data.autoRelease } }]);

    // Released once: later rounds find nothing, and the API's own release is refused like any second release.
    moveTo(deadline + 10 * DAY_MS);
    await run();
    expect(await releases(t.sandbox, escrow.id)).toHaveLength(1);
    const again = await h.request('POST', `/v1/transactions/${escrow.id}/release`, { body: {}, auth: t.sandbox });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_state']);
  });

  it('counts a missing field as 0 days; without a timeline there is no deadline and nothing is released', async () => {
    const inspectionOnly = await funded(t.sandbox, { inspectionDays: 1 });
    const none = await funded(t.sandbox, undefined);
    expect((await get(t.sandbox, inspectionOnly.id)).autoReleaseAt).toBe(new Date(inspectionOnly.fundedAt + DAY_MS).toISOString());
    expect((await get(t.sandbox, none.id)).autoReleaseAt).toBeNull();
    moveTo(none.fundedAt + 400 * DAY_MS);
    await run();
    expect((await get(t.sandbox, inspectionOnly.id)).status).toBe('released');
    expect((await get(t.sandbox, none.id)).status).toBe('funded');
    expect(await releases(t.sandbox, none.id)).toEqual([]);
  });

  it('a PATCH of the timeline before funding moves the deadline; after funding it is refused and changes nothing', async () => {
    const escrow = await escrowIn(h, t.sandbox, 'accepted', { timeline: { deliveryDays: 7, inspectionDays: 3 } });
    expect((await get(t.sandbox, escrow.id)).autoReleaseAt).toBeNull();
    const patch = await h.request('PATCH', `/v1/transactions/${escrow.id}`, { body: { timeline: { inspectionDays: 1 } }, auth: t.sandbox });
    expect(patch.status, patch.text).toBe(200);
    const fundedAt = h.clock.now().getTime();
    expect((await h.request('POST', `/v1/transactions/${escrow.id}/mark-funded`, { body: { reference: 'w' }, auth: t.sandbox })).status).toBe(200);
    expect((await get(t.sandbox, escrow.id)).autoReleaseAt).toBe(new Date(fundedAt + 8 * DAY_MS).toISOString());

    const before = await tenantSnapshot(h.db, t.tenantId);
    const late = await h.request('PATCH', `/v1/transactions/${escrow.id}`, { body: { timeline: { inspectionDays: 30 } }, auth: t.sandbox });
    expect([late.status, late.body.error.code, late.body.error.param]).toEqual([409, 'invalid_state', 'timeline']);
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);

    moveTo(fundedAt + 8 * DAY_MS);
    await run();
    expect((await get(t.sandbox, escrow.id)).status).toBe('released');
  });
});

describe('the party page', () => {
  it('shows the deadline while funded, and the history says the timeline released the funds (on a test clock)', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await escrowIn(h, t.sandbox, 'funded', { testClockId: clock.id, timeline: { deliveryDays: 1, inspectionDays: 1 } });
    const deadline = new Date(T0 + 2 * DAY_MS);
    const page = async () => (await h.app.request((await partyLink(h, t.sandbox, escrow.id, escrow.buyerId)).path)).text();
    expect(await page()).toContain(`released to the seller automatically on ${when(deadline)}`);
    await advanceTo(h, t.sandbox, clock.id, deadline.getTime());
    const after = await page();
    expect(after).toContain('Released to the seller automatically: the timeline ran out');
    expect(after).not.toContain('released to the seller automatically on');
  });
});

describe('what holds the clock', () => {
  it('an open dispute: no release and no reminder past the deadline; the resolution decides', async () => {
    const escrow = await funded(t.sandbox, { deliveryDays: 1, inspectionDays: 1 });
    const dispute = await h.request('POST', `/v1/transactions/${escrow.id}/disputes`, {
      body: { openedBy: 'buyer', reason: 'Not as described' },
      auth: t.sandbox,
    });
    expect(dispute.status, dispute.text).toBe(200);
    expect((await get(t.sandbox, escrow.id)).autoReleaseAt).toBeNull();
    moveTo(escrow.fundedAt + DAY_MS + 1000);
    await run();
    moveTo(escrow.fundedAt + 30 * DAY_MS);
    await run();
    expect((await get(t.sandbox, escrow.id)).status).toBe('disputed');
    expect([await releases(t.sandbox, escrow.id), await reminders(t.sandbox, escrow.id)]).toEqual([[], []]);

    const resolve = await h.request('POST', `/v1/transactions/${escrow.id}/disputes/resolve`, {
      body: { outcome: 'refunded', note: 'Refund' },
      auth: t.sandbox,
    });
    expect(resolve.status, resolve.text).toBe(200);
    await run();
    const [refund, ...more] = await releases(t.sandbox, escrow.id);
    expect([refund!.data.status, refund!.data.settledBy, more]).toEqual(['refunded', undefined, []]);
  });

  it('a pending request: no release while it is pending; released at the next round after it is withdrawn', async () => {
    const escrow = await funded(t.sandbox, { deliveryDays: 0, inspectionDays: 2 });
    const deadline = escrow.fundedAt + 2 * DAY_MS;
    const buyer = await partyLink(h, t.sandbox, escrow.id, escrow.buyerId);
    const asked = await postForm(h, `/t/${escrow.token}/request-refund`, { party: buyer.party, reason: 'Arrived broken' });
    expect(asked.status).toBe(303);

    moveTo(deadline + 1000);
    await run();
    const held = await get(t.sandbox, escrow.id);
    expect([held.status, held.settlementRequest.status, held.autoReleaseAt]).toEqual(['funded', 'pending', new Date(deadline).toISOString()]);
    expect(await releases(t.sandbox, escrow.id)).toEqual([]);

    const buyerAgain = await partyLink(h, t.sandbox, escrow.id, escrow.buyerId);
    expect((await postForm(h, `/t/${escrow.token}/withdraw`, { party: buyerAgain.party })).status).toBe(303);
    await run();
    const released = await get(t.sandbox, escrow.id);
    expect([released.status, released.settlementRequest.status]).toEqual(['released', 'withdrawn']);
    expect((await releases(t.sandbox, escrow.id)).map((e) => e.data.settledBy)).toEqual(['auto_release']);
  });

  it('a gate: a party held by an unreviewed sanctions match is not released; it is tried again an hour later and released once reviewed (on a test clock)', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await escrowIn(h, t.sandbox, 'funded', { testClockId: clock.id, timeline: { deliveryDays: 1, inspectionDays: 0 } });
    const deadline = T0 + DAY_MS;
    const { id: logId } = await possibleMatch(h, t.tenantId, t.sandbox, escrow.sellerId);
    await advanceTo(h, t.sandbox, clock.id, deadline);
    expect((await get(t.sandbox, escrow.id)).status).toBe('funded');
    const review = await h.request('POST', `/v1/sanctions/logs/${logId}/review`, {
      body: { decision: 'false_positive', note: 'Other person' },
      auth: t.sandbox,
    });
    expect(review.status, review.text).toBe(200);
    await advanceTo(h, t.sandbox, clock.id, deadline + AUTO_RELEASE_RETRY_MS - 1000);
    expect((await get(t.sandbox, escrow.id)).status).toBe('funded');
    await advanceTo(h, t.sandbox, clock.id, deadline + AUTO_RELEASE_RETRY_MS);
    const released = await get(t.sandbox, escrow.id);
    expect([released.status, released.history.at(-1).at]).toEqual(['released', new Date(deadline + AUTO_RELEASE_RETRY_MS).toISOString()]);
    expect(await releases(t.sandbox, escrow.id)).toHaveLength(1);
  });

  it("a disabled environment holds its transactions; other tenants' rows are untouched by a round", async () => {
    const other = await h.tenant();
    const elsewhere = await escrowIn(h, other.sandbox, 'accepted', { timeline: { deliveryDays: 1, inspectionDays: 1 } });
    const escrow = await funded(t.sandbox, { deliveryDays: 1, inspectionDays: 1 });
    await h.db.execute(sql`update environments set status = 'disabled', disabled_by = 'operator' where id = ${t.sandbox.environmentId}`);
    const before = await tenantSnapshot(h.db, other.tenantId);
    const mine = await tenantSnapshot(h.db, t.tenantId);
    moveTo(escrow.fundedAt + 3 * DAY_MS);
    await run();
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(mine);
    expect(await tenantSnapshot(h.db, other.tenantId)).toEqual(before);
    await h.db.execute(sql`update environments set status = 'active', disabled_by = null where id = ${t.sandbox.environmentId}`);
    await run();
    expect((await get(t.sandbox, escrow.id)).status).toBe('released');
    expect((await get(other.sandbox, elsewhere.id)).status).toBe('accepted');
  });
});

describe('transaction.inspection_ending', () => {
  it('is written once, 24 hours before the deadline and not a second earlier', async () => {
    const escrow = await funded(t.sandbox, { deliveryDays: 1, inspectionDays: 2 });
    const deadline = escrow.fundedAt + 3 * DAY_MS;
    moveTo(deadline - DAY_MS - 1000);
    await run();
    expect(await reminders(t.sandbox, escrow.id)).toEqual([]);
    moveTo(deadline - DAY_MS);
    await run();
    await run();
    const [reminder, ...more] = await reminders(t.sandbox, escrow.id);
    expect(more).toEqual([]);
    expect(reminder!.data).toEqual({
      transactionId: escrow.id,
      status: 'funded',
      autoReleaseAt: new Date(deadline).toISOString(),
      deliveryDays: 1,
      inspectionDays: 2,
    });
    expect(Object.keys(reminder!.data).sort()).toEqual(Object.keys(EVENT_EXAMPLES['transaction.inspection_ending']).sort());
    expect((await get(t.sandbox, escrow.id)).status).toBe('funded');
    moveTo(deadline);
    await run();
    expect((await get(t.sandbox, escrow.id)).status).toBe('released');
    expect(await reminders(t.sandbox, escrow.id)).toHaveLength(1);
  });

  it('a timeline shorter than a day gets it at the first round after funding; a deadline already passed gets the release only', async () => {
    const short = await funded(t.sandbox, { deliveryDays: 0, inspectionDays: 1 });
    await run();
    expect(await reminders(t.sandbox, short.id)).toHaveLength(1);
    const missed = await funded(t.sandbox, { deliveryDays: 0, inspectionDays: 1 });
    moveTo(missed.fundedAt + DAY_MS);
    await run();
    expect([(await get(t.sandbox, missed.id)).status, await reminders(t.sandbox, missed.id)]).toEqual(['released', []]);
  });
});

describe('exactly once across workers', () => {
  it('two rounds at once release each due transaction once, with one event and one audit row each', async () => {
    const escrows = await Promise.all([1, 2, 3].map(() => funded(t.sandbox, { deliveryDays: 1, inspectionDays: 1 })));
    moveTo(Math.max(...escrows.map((e) => e.fundedAt)) + 2 * DAY_MS);
    await Promise.all([run(), run(), runTimeline(h.db, h.clock, { batch: 1 })]);
    for (const escrow of escrows) {
      expect((await get(t.sandbox, escrow.id)).status).toBe('released');
      expect(await releases(t.sandbox, escrow.id)).toHaveLength(1);
      expect(await countRows(h.db, 'audit_log', t.sandbox.environmentId, sql`target_id = ${escrow.id}`)).toBe(1);
    }
  });

  it('a round racing the API at the deadline: exactly one release, the loser changes nothing', async () => {
    const escrow = await funded(t.sandbox, { deliveryDays: 1, inspectionDays: 0 });
    moveTo(escrow.fundedAt + DAY_MS);
    const [, api] = await Promise.all([run(), h.request('POST', `/v1/transactions/${escrow.id}/release`, { body: { reason: 'Delivered' }, auth: t.sandbox })]);
    expect([200, 409]).toContain(api.status);
    if (api.status === 409) expect(api.body.error.code).toBe('invalid_state');
    const [event, ...more] = await releases(t.sandbox, escrow.id);
    expect(more).toEqual([]);
    expect(event!.data.settledBy === 'auto_release').toBe(api.status === 409);
    expect((await get(t.sandbox, escrow.id)).history.filter((e: { status: string }) => e.status === 'released')).toHaveLength(1);
  });

  it('the worker loop (src/jobs.ts) releases a due transaction', async () => {
    const escrow = await funded(t.sandbox, { deliveryDays: 0, inspectionDays: 1 });
    moveTo(escrow.fundedAt + DAY_MS);
    const sender = new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: true });
    const jobs = startJobs(
      { db: h.db, logger: pino({ level: 'silent' }), clock: h.clock, signingSecret: h.deps.signingSecret, publicUrl: h.deps.publicUrl, emails: h.deps.emails },
      { worker: { sender, config: { ...DEFAULT_WEBHOOK_CONFIG, pollIntervalMs: 10 } } },
    );
    try {
      await vi.waitFor(async () => expect((await get(t.sandbox, escrow.id)).status).toBe('released'), { timeout: 30_000, interval: 50 });
    } finally {
      await jobs.stop();
      await sender.close();
    }
  });
});

describe('before funding', () => {
  it('a created, invited or accepted transaction has no deadline and is never released by the timeline', async () => {
    const invited = await createEscrow(h, t.sandbox, { timeline: { deliveryDays: 0, inspectionDays: 0 } });
    const accepted = await createEscrow(h, t.sandbox, { timeline: { deliveryDays: 0, inspectionDays: 0 } });
    expect((await accept(h, accepted)).status).toBe(303);
    moveTo(h.clock.now().getTime() + DAY_MS);
    await run();
    expect([(await get(t.sandbox, invited.id)).status, (await get(t.sandbox, accepted.id)).status]).toEqual(['invited', 'accepted']);
    expect([(await get(t.sandbox, invited.id)).autoReleaseAt, (await get(t.sandbox, accepted.id)).autoReleaseAt]).toEqual([null, null]);
  });
});
