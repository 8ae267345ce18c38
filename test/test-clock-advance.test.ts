// Long on purpose: what advancing a test clock runs (releases, reminders, disputes, failures, processes, webhooks) shares one set of helpers.
/**
 * Advancing a sandbox test clock (issue 37, decisions §14): every due step of the clock's transactions runs in time
 * order, exactly once, with the events real time would write plus the clock's id, and nothing else moves. The job's
 * own function (`advanceTestClocks`) runs the steps, as a worker would; one test goes through src/jobs.ts and a
 * webhook receiver, one through two apps on one database at once.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { startJobs } from '../src/jobs.ts';
import { EVENT_EXAMPLES } from '../src/services/event-examples.ts';
import { updateEnvironment } from '../src/services/environments.ts';
import { advanceTestClocks, STEP_BATCH, TEST_CLOCK_MAX_FAILURES } from '../src/services/test-clocks/run.ts';
import { runTimeline } from '../src/services/transactions/auto-release.ts';
import { decideOverdueDisputes } from '../src/services/transactions/managed-disputes.ts';
import { WebhookSender } from '../src/services/webhooks/sender.ts';
import { DEFAULT_WEBHOOK_CONFIG } from '../src/services/webhooks/worker.ts';
import { advanceTo, at, createClock, DAY, getClock, runClocks, T0 } from './helpers/clocks.ts';
import { createTestEndpoint, escrowIn, mailedPartyLink, possibleMatch, postForm, type Escrow } from './helpers/factories.ts';
import { createHarness, fileHarness, type Harness, type KeyCreds, type TestTenant } from './helpers/harness.ts';
import { withReceiver } from './helpers/webhooks.ts';

// The clock job and the real-time jobs reach every tenant's rows: on Postgres this file gets a database of its own.
const h = fileHarness({ isolated: true });

interface EventRow {
  id: string;
  type: string;
  data: Record<string, unknown>;
  created_at: string;
}
/** Every event naming the clock (its transactions' and its own), oldest first. */
const clockEvents = (clockId: string) =>
  queryRows<EventRow>(h.db, sql`select id, type, data, created_at from events where data->>'testClockId' = ${clockId} order by id`);
const txEvents = (id: string, type?: string) =>
  queryRows<EventRow>(
    h.db,
    sql`select id, type, data, created_at from events where data->>'transactionId' = ${id} ${type ? sql`and type = ${type}` : sql``} order by id`,
  );
const releases = async (id: string) =>
  (await txEvents(id, 'transaction.status.changed')).filter((e) => e.data.status === 'released' || e.data.status === 'refunded');
const get = async (auth: KeyCreds, id: string) => (await h.request('GET', `/v1/transactions/${id}`, { auth })).body;
const dispute = async (auth: KeyCreds, id: string) => (await h.request('GET', `/v1/transactions/${id}/disputes`, { auth })).body.data[0];

/** A funded escrow on clock `clockId` (funded at the clock's time). */
const fundedOn = (auth: KeyCreds, clockId: string, timeline: { deliveryDays: number; inspectionDays: number }) =>
  escrowIn(h, auth, 'funded', { testClockId: clockId, timeline });

let t: TestTenant;
beforeAll(async () => {
  t = await h.tenant();
});

describe('advancing past the inspection period', () => {
  it('writes the reminder, then releases once at the deadline, with the events real time writes plus testClockId; then test_clock.ready', async () => {
    const clock = await createClock(h, t.sandbox, T0, 'Camera sale');
    const escrow = await fundedOn(t.sandbox, clock.id, { deliveryDays: 2, inspectionDays: 3 });
    const deadline = T0 + 5 * DAY;
    const started = Date.now();
    await advanceTo(h, t.sandbox, clock.id, T0 + 6 * DAY);

    const tx = await get(t.sandbox, escrow.id);
    expect(tx.status).toBe('released');
    expect(tx.history.at(-1)).toEqual({ status: 'released', at: at(deadline), reason: 'auto_release', rule: 'timeline' });
    const events = await clockEvents(clock.id);
    expect(events.map((e) => [e.type, e.data.status])).toEqual([
      ['transaction.created', 'invited'],
      ['transaction.accepted', undefined],
      ['transaction.status.changed', 'funded'],
      ['transaction.inspection_ending', 'funded'],
      ['transaction.status.changed', 'released'],
      ['test_clock.ready', 'ready'],
    ]);
    const [reminder, release, ready] = events.slice(3);
    expect(reminder!.data).toEqual({
      transactionId: escrow.id,
      status: 'funded',
      autoReleaseAt: at(deadline),
      deliveryDays: 2,
      inspectionDays: 3,
      testClockId: clock.id,
    });
    expect(Object.keys(reminder!.data).sort()).toEqual([...Object.keys(EVENT_EXAMPLES['transaction.inspection_ending']), 'testClockId'].sort());
    expect(release!.data).toEqual({
      transactionId: escrow.id,
      status: 'released',
      previousStatus: 'funded',
      changedAt: at(deadline),
      settledBy: 'auto_release',
      autoRelease: { rule: 'timeline', deliveryDays: 2, inspectionDays: 3, fundedAt: at(T0), deadline: at(deadline) },
      testClockId: clock.id,
    });
    expect(ready!.data).toEqual({ testClockId: clock.id, name: 'Camera sale', status: 'ready', frozenTime: at(T0 + 6 * DAY) });
    expect(Object.keys(ready!.data).sort()).toEqual(Object.keys(EVENT_EXAMPLES['test_clock.ready']).sort());
    // The audit log and the outbox keep the real time; only the transaction's own times are on the clock.
    const audit = await queryRows<{ actor: string; action: string; created_at: string }>(h.db, sql`select * from audit_log where target_id = ${escrow.id}`);
    expect(audit.map((a) => [a.actor, a.action])).toEqual([['system', 'transaction.auto_released']]);
    expect(Date.parse(audit[0]!.created_at)).toBeGreaterThanOrEqual(started - 60_000);
    expect(Date.parse(release!.created_at)).toBeLessThan(T0);

    // Once: advancing further finds nothing, and the API's own release is refused like any second release.
    await advanceTo(h, t.sandbox, clock.id, T0 + 40 * DAY);
    expect([await releases(escrow.id), (await txEvents(escrow.id, 'transaction.inspection_ending')).length]).toEqual([[release], 1]);
    const again = await h.request('POST', `/v1/transactions/${escrow.id}/release`, { body: {}, auth: t.sandbox });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_state']);
  });

  it('to one second before the deadline (over tRPC): the reminder and nothing else; one more second releases', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await fundedOn(t.sandbox, clock.id, { deliveryDays: 1, inspectionDays: 1 });
    const deadline = T0 + 2 * DAY;
    const advance = async (to: number) => {
      const res = await h.request('POST', '/trpc/testClocks.advance', { body: { id: clock.id, to: at(to) }, auth: t.sandbox });
      expect(res.status, res.text).toBe(200);
      await runClocks(h);
      const read = await h.request('GET', `/trpc/testClocks.get?input=${encodeURIComponent(JSON.stringify({ id: clock.id }))}`, { auth: t.sandbox });
      expect(read.body.result.data).toMatchObject({ status: 'ready', frozenTime: at(to) });
    };
    await advance(deadline - 1000);
    expect((await get(t.sandbox, escrow.id)).status).toBe('funded');
    expect([(await txEvents(escrow.id, 'transaction.inspection_ending')).length, await releases(escrow.id)]).toEqual([1, []]);
    await advance(deadline);
    expect((await get(t.sandbox, escrow.id)).status).toBe('released');
    expect(await releases(escrow.id)).toHaveLength(1);
  });
});

describe('more due at one instant than one step takes', () => {
  it(`${STEP_BATCH + 2} escrows with one deadline: every one reminded and released once, over several steps at that instant`, async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const first = await fundedOn(t.sandbox, clock.id, { deliveryDays: 1, inspectionDays: 1 });
    const ids = [first.id];
    for (let i = 1; i < STEP_BATCH + 2; i++) {
      ids.push(
        (
          await escrowIn(h, t.sandbox, 'funded', {
            testClockId: clock.id,
            timeline: { deliveryDays: 1, inspectionDays: 1 },
            sellerId: first.sellerId,
            buyerId: first.buyerId,
          })
        ).id,
      );
    }
    await advanceTo(h, t.sandbox, clock.id, T0 + 3 * DAY);
    const events = await clockEvents(clock.id);
    for (const id of ids) {
      const mine = events.filter((e) => e.data.transactionId === id);
      expect(mine.filter((e) => e.type === 'transaction.inspection_ending').map((e) => e.data.autoReleaseAt)).toEqual([at(T0 + 2 * DAY)]);
      expect(mine.filter((e) => e.data.status === 'released').map((e) => e.data.changedAt)).toEqual([at(T0 + 2 * DAY)]);
    }
  }, 180_000);
});

describe('a release a gate refuses, on a long advance', () => {
  it('is tried again at the advance’s end, not every clock hour on the way; released at the next advance once reviewed', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await fundedOn(t.sandbox, clock.id, { deliveryDays: 0, inspectionDays: 1 });
    const { id: logId } = await possibleMatch(h, t.tenantId, t.sandbox, escrow.sellerId);
    const target = T0 + 90 * DAY;
    const res = await h.request('POST', `/v1/test-clocks/${clock.id}/advance`, { body: { to: at(target) }, auth: t.sandbox });
    expect(res.status, res.text).toBe(200);
    // The reminder at once (due at the start), the refused release at day 1 and again at day 90; then ready (hourly: 2,137 refusals).
    expect(await runClocks(h)).toBe(4);
    expect(await getClock(h, t.sandbox, clock.id)).toMatchObject({ status: 'ready', frozenTime: at(target) });
    expect((await get(t.sandbox, escrow.id)).status).toBe('funded');
    const review = await h.request('POST', `/v1/sanctions/logs/${logId}/review`, {
      body: { decision: 'false_positive', note: 'Other person' },
      auth: t.sandbox,
    });
    expect(review.status, review.text).toBe(200);
    await advanceTo(h, t.sandbox, clock.id, target + DAY);
    expect((await releases(escrow.id)).map((e) => e.data.changedAt)).toEqual([at(target + 60 * 60 * 1000)]);
  });
});

describe('a dispute opened on the clock’s time', () => {
  it('stops the release after it: opened at day 1, nothing is released by day 30', async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await fundedOn(t.sandbox, clock.id, { deliveryDays: 1, inspectionDays: 1 });
    await advanceTo(h, t.sandbox, clock.id, T0 + DAY);
    const opened = await h.request('POST', `/v1/transactions/${escrow.id}/disputes`, {
      body: { openedBy: 'buyer', reason: 'Scratched lens' },
      auth: t.sandbox,
    });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body).toMatchObject({ createdAt: at(T0 + DAY), managed: false, evidenceDueAt: null });
    await advanceTo(h, t.sandbox, clock.id, T0 + 30 * DAY);
    const tx = await get(t.sandbox, escrow.id);
    expect([tx.status, tx.history.at(-1)]).toEqual(['disputed', { status: 'disputed', at: at(T0 + DAY) }]);
    expect(await releases(escrow.id)).toEqual([]);
    const [disputed] = await txEvents(escrow.id, 'transaction.disputed');
    expect(disputed!.data).toMatchObject({ changedAt: at(T0 + DAY), testClockId: clock.id });
  });
});

describe('managed disputes on a clock', () => {
  let m: TestTenant;
  beforeAll(async () => {
    m = await h.tenant();
    await updateEnvironment(h.db, m.sandbox.environmentId, { managedDisputes: true });
  });

  it('the evidence deadline is on the clock; advancing past it decides by default (the silent buyer loses)', async () => {
    const clock = await createClock(h, m.sandbox, T0);
    const escrow = await escrowIn(h, m.sandbox, 'disputed', { testClockId: clock.id, timeline: { deliveryDays: 30, inspectionDays: 30 } });
    // The seller answers on its own party page, reached through a link mailed to it (what counts for a party in a managed dispute).
    const seller = await mailedPartyLink(h, m.sandbox, escrow.token, escrow.sellerId);
    expect((await postForm(h, `/t/${escrow.token}/evidence`, { party: seller.party, description: 'Tracking shows delivery' })).status).toBe(303);
    const due = T0 + 7 * DAY;
    const opened = await dispute(m.sandbox, escrow.id);
    expect(opened).toMatchObject({ createdAt: at(T0), evidenceDueAt: at(due), managedStatus: 'awaiting_evidence' });
    expect(opened.evidence.map((e: { submittedBy: string; createdAt: string }) => [e.submittedBy, e.createdAt])).toEqual([['seller', at(T0)]]);

    await advanceTo(h, m.sandbox, clock.id, due - 1000);
    expect((await dispute(m.sandbox, escrow.id)).managedStatus).toBe('awaiting_evidence');
    await advanceTo(h, m.sandbox, clock.id, due + DAY);
    expect((await get(m.sandbox, escrow.id)).status).toBe('released');
    const decided = await dispute(m.sandbox, escrow.id);
    expect(decided).toMatchObject({ status: 'resolved', outcome: 'released', rule: 'evidence_deadline', resolvedAt: at(due) });
    expect(decided.note).toContain(`The buyer submitted no evidence of its own by ${at(due)}`);
    const [changed, ...more] = await releases(escrow.id);
    expect(more).toEqual([]);
    expect(changed!.data).toMatchObject({
      previousStatus: 'disputed',
      changedAt: at(due),
      rule: 'evidence_deadline',
      outcome: 'released',
      testClockId: clock.id,
    });
  });

  it('one advance runs two transactions’ days in time order: a reminder and release on day 1–2, a dispute decided on day 7', async () => {
    const clock = await createClock(h, m.sandbox, T0);
    const silent = await escrowIn(h, m.sandbox, 'disputed', { testClockId: clock.id });
    const timely = await fundedOn(m.sandbox, clock.id, { deliveryDays: 1, inspectionDays: 1 });
    await advanceTo(h, m.sandbox, clock.id, T0 + 10 * DAY);
    const steps = (await clockEvents(clock.id)).filter((e) =>
      ['transaction.inspection_ending', 'transaction.status.changed', 'transaction.dispute.updated', 'test_clock.ready'].includes(e.type),
    );
    const moved = steps.filter((e) => e.type !== 'transaction.status.changed' || e.data.status !== 'funded');
    expect(moved.map((e) => [e.type, e.data.transactionId ?? null, e.data.changedAt ?? e.data.autoReleaseAt ?? null])).toEqual([
      ['transaction.inspection_ending', timely.id, at(T0 + 2 * DAY)],
      ['transaction.status.changed', timely.id, at(T0 + 2 * DAY)],
      ['transaction.dispute.updated', silent.id, null],
      ['test_clock.ready', null, null],
    ]);
    // Neither party of `silent` sent evidence: the operator's queue, as in real time.
    expect(await dispute(m.sandbox, silent.id)).toMatchObject({ status: 'open', managedStatus: 'awaiting_decision' });
  });
});

describe('what a clock does not touch', () => {
  it('objects on another clock and on real time stay as they were; the real-time jobs leave clocked ones alone', async () => {
    const a = await createClock(h, t.sandbox, T0);
    const b = await createClock(h, t.sandbox, T0);
    const onA = await fundedOn(t.sandbox, a.id, { deliveryDays: 0, inspectionDays: 1 });
    const onB = await fundedOn(t.sandbox, b.id, { deliveryDays: 0, inspectionDays: 1 });
    const real = await escrowIn(h, t.sandbox, 'funded', { timeline: { deliveryDays: 0, inspectionDays: 1 } });
    const rows = (ids: string[]) => queryRows(h.db, sql`select * from transactions where id in ${sql.raw(`('${ids.join("','")}')`)} order by id`);
    const untouched = await rows([onB.id, real.id]);
    const bBefore = await getClock(h, t.sandbox, b.id);

    await advanceTo(h, t.sandbox, a.id, T0 + 3 * DAY);
    expect((await get(t.sandbox, onA.id)).status).toBe('released');
    expect(await rows([onB.id, real.id])).toEqual(untouched);
    expect(await getClock(h, t.sandbox, b.id)).toEqual(bBefore);

    // Real time far past every deadline on the clocks: the real-time rounds release the real one only.
    h.clock.freeze(T0 + 100 * DAY);
    try {
      await runTimeline(h.db, h.clock);
      await decideOverdueDisputes(h.db, h.clock.now());
    } finally {
      h.clock.unfreeze();
    }
    expect((await get(t.sandbox, real.id)).status).toBe('released');
    expect((await get(t.sandbox, onB.id)).status).toBe('funded');
    expect(await txEvents(onB.id, 'transaction.inspection_ending')).toEqual([]);
  });
});

describe('exactly once across processes', () => {
  it('two apps on one database: one advance call wins per clock, and both workers running the steps release each transaction once', async () => {
    // On Postgres a second app with its own connection pool; PGlite is one connection, so the same app stands in.
    const second: Harness = h.databaseUrl ? await createHarness({ sameDatabaseAs: h }) : h;
    try {
      const clocks = await Promise.all([1, 2, 3].map(() => createClock(h, t.sandbox, T0)));
      const escrows: Escrow[] = [];
      for (const clock of clocks) for (let i = 0; i < 2; i++) escrows.push(await fundedOn(t.sandbox, clock.id, { deliveryDays: 1, inspectionDays: 1 }));
      for (const clock of clocks) {
        const body = { to: at(T0 + 3 * DAY) };
        const answers = await Promise.all([h, second].map((app) => app.request('POST', `/v1/test-clocks/${clock.id}/advance`, { body, auth: t.sandbox })));
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(answers.find((r) => r.status === 409)!.body.error.code).toBe('invalid_state');
      }
      await Promise.all([runClocks(h), runClocks(second, second.db), runClocks(h), runClocks(second, second.db)]);
      for (const clock of clocks) {
        expect(await getClock(h, t.sandbox, clock.id)).toMatchObject({ status: 'ready', frozenTime: at(T0 + 3 * DAY) });
        expect((await clockEvents(clock.id)).filter((e) => e.type === 'test_clock.ready')).toHaveLength(1);
      }
      for (const escrow of escrows) {
        expect((await get(t.sandbox, escrow.id)).status).toBe('released');
        expect(await releases(escrow.id)).toHaveLength(1);
        expect(await txEvents(escrow.id, 'transaction.inspection_ending')).toHaveLength(1);
        expect(await queryRows(h.db, sql`select id from audit_log where target_id = ${escrow.id}`)).toHaveLength(1);
      }
    } finally {
      if (second !== h) await second.close();
    }
  });
});

describe('a change racing an advance', () => {
  it('a release sent as the clock starts advancing either happens first (the advance waits for it) or is refused, never both nor twice', async () => {
    const second: Harness = h.databaseUrl ? await createHarness({ sameDatabaseAs: h }) : h;
    try {
      for (let round = 0; round < 3; round++) {
        const clock = await createClock(h, t.sandbox, T0);
        const escrow = await fundedOn(t.sandbox, clock.id, { deliveryDays: 0, inspectionDays: 1 });
        const [release, advance] = await Promise.all([
          second.request('POST', `/v1/transactions/${escrow.id}/release`, { body: { reason: 'Delivered' }, auth: t.sandbox }),
          h.request('POST', `/v1/test-clocks/${clock.id}/advance`, { body: { to: at(T0 + 2 * DAY) }, auth: t.sandbox }),
        ]);
        expect(advance.status, advance.text).toBe(200);
        expect([200, 409]).toContain(release.status);
        if (release.status === 409) expect(release.body.error.code).toBe('test_clock_advancing');
        await runClocks(h);
        const [only, ...more] = await releases(escrow.id);
        expect(more).toEqual([]);
        // The API's release happened at the clock's time before the advance; otherwise the timeline released at the deadline.
        expect(only!.data).toMatchObject(
          release.status === 200 ? { changedAt: at(T0), reason: 'Delivered' } : { changedAt: at(T0 + DAY), settledBy: 'auto_release' },
        );
      }
    } finally {
      if (second !== h) await second.close();
    }
  });
});

describe('when a step keeps failing', () => {
  it(`stops the clock at internal_failure after ${TEST_CLOCK_MAX_FAILURES} failures in a row, changing nothing; advancing again resumes`, async () => {
    const clock = await createClock(h, t.sandbox, T0);
    const escrow = await fundedOn(t.sandbox, clock.id, { deliveryDays: 1, inspectionDays: 1 });
    // A real database fault: the clock's reminder cannot be written.
    const fn = `fail_${clock.id.toLowerCase()}`;
    await h.db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$ begin
        if new.type = 'transaction.inspection_ending' and new.data->>'testClockId' = '${clock.id}' then raise exception 'injected fault'; end if;
        return new; end $$`),
    );
    await h.db.execute(sql.raw(`create trigger ${fn} before insert on events for each row execute function ${fn}()`));
    try {
      expect((await h.request('POST', `/v1/test-clocks/${clock.id}/advance`, { body: { to: at(T0 + 3 * DAY) }, auth: t.sandbox })).status).toBe(200);
      const silent = { warn: () => {}, error: () => {} };
      for (let i = 1; i < TEST_CLOCK_MAX_FAILURES; i++) {
        expect(await advanceTestClocks(h.db, h.clock, { logger: silent })).toBe(0);
        expect(await getClock(h, t.sandbox, clock.id)).toMatchObject({ status: 'advancing', frozenTime: at(T0) });
      }
      expect(await advanceTestClocks(h.db, h.clock, { logger: silent })).toBe(0);
      const failed = await getClock(h, t.sandbox, clock.id);
      expect(failed).toMatchObject({ status: 'internal_failure', frozenTime: at(T0), targetFrozenTime: at(T0 + 3 * DAY) });
      expect(failed.failureMessage).toContain('Advance the clock again to retry');
      expect((await clockEvents(clock.id)).map((e) => e.type)).toContain('test_clock.internal_failure');
      expect(await advanceTestClocks(h.db, h.clock)).toBe(0); // a failed clock is not advancing
      expect([(await get(t.sandbox, escrow.id)).status, await txEvents(escrow.id, 'transaction.inspection_ending')]).toEqual(['funded', []]);
    } finally {
      await h.db.execute(sql.raw(`drop trigger ${fn} on events`));
      await h.db.execute(sql.raw(`drop function ${fn}()`));
    }
    await advanceTo(h, t.sandbox, clock.id, T0 + 3 * DAY);
    expect((await get(t.sandbox, escrow.id)).status).toBe('released');
    expect(await txEvents(escrow.id, 'transaction.inspection_ending')).toHaveLength(1);
  });
});

describe('through the background jobs', () => {
  it('src/jobs.ts runs an advance, and a webhook endpoint receives its events like any other', async () => {
    const w = await h.tenant();
    await withReceiver(async (r) => {
      await createTestEndpoint(h, w.sandbox, r.url, ['transaction.inspection_ending', 'transaction.status.changed', 'test_clock.*']);
      const clock = await createClock(h, w.sandbox, T0);
      const escrow = await fundedOn(w.sandbox, clock.id, { deliveryDays: 0, inspectionDays: 2 });
      const sender = new WebhookSender({ timeoutMs: 10_000, allowPrivateTargets: true });
      const jobs = startJobs(
        {
          db: h.db,
          logger: pino({ level: 'silent' }),
          clock: h.clock,
          signingSecret: h.deps.signingSecret,
          publicUrl: h.deps.publicUrl,
          emails: h.deps.emails,
        },
        { worker: { sender, config: { ...DEFAULT_WEBHOOK_CONFIG, pollIntervalMs: 10 } } },
      );
      try {
        const res = await h.request('POST', `/v1/test-clocks/${clock.id}/advance`, { body: { to: at(T0 + 3 * DAY) }, auth: w.sandbox });
        expect(res.status, res.text).toBe(200);
        await vi.waitFor(() => expect(r.bodies().map((b) => b.type)).toContain('test_clock.ready'), { timeout: 60_000, interval: 100 });
      } finally {
        await jobs.stop();
        await sender.close();
      }
      // Deliveries may arrive in any order; the events' ids say in which order they happened.
      const got = r.bodies().sort((x, y) => x.id.localeCompare(y.id));
      expect(got.map((b) => [b.type, b.data.status])).toEqual([
        ['transaction.status.changed', 'funded'],
        ['transaction.inspection_ending', 'funded'],
        ['transaction.status.changed', 'released'],
        ['test_clock.ready', 'ready'],
      ]);
      for (const body of got) expect(body.data.testClockId).toBe(clock.id);
      expect(got[2]!.data).toMatchObject({ transactionId: escrow.id, changedAt: at(T0 + 2 * DAY) });
      expect(r.received.every((x) => typeof x.headers['webhook-signature'] === 'string')).toBe(true);
    });
  });
});
