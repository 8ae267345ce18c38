/**
 * Retention of the tables that grow with calls (issue 35, src/services/retention.ts): each sweep removes what
 * has expired and nothing else — events with their webhook deliveries and attempts, idle Postgres rate-limit
 * buckets, the sanctions log's fine-grained counts — and the sanctions log itself is never swept.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { events, rateLimitBuckets, sanctionsLogCounts, sanctionsLogs, webhookAttempts, webhookDeliveries } from '../src/db/schema/index.ts';
import { ID_PREFIXES, newId } from '../src/lib/ids.ts';
import { COUNT_SPANS } from '../src/services/sanctions/log-counts.ts';
import { RATE_LIMIT_IDLE_MS, sweepExpiredEvents, sweepIdleRateLimitBuckets, sweepLogCountBuckets } from '../src/services/retention.ts';
import { createTestEndpoint, makeUser } from './helpers/factories.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

// Rate-limit buckets and the log's counts are instance-wide: this file's own database on Postgres.
const h = fileHarness({ isolated: true });
const DAY = 86_400_000;
const NOW = Date.now();
let t: TestTenant;
let endpointId: string;

const idAt = (kind: keyof typeof ID_PREFIXES, at: number) => `${ID_PREFIXES[kind]}_${ulid(at)}`;

beforeAll(async () => {
  t = await h.tenant();
  endpointId = (await createTestEndpoint(h, t.sandbox, 'https://receiver.example/hooks')).id;
});

/** An event made `daysAgo` days ago (dispatched unless said), with one delivery per status given and two attempts each. */
async function eventWith(daysAgo: number, deliveries: ('pending' | 'succeeded' | 'failed')[], dispatched = true) {
  const at = NOW - daysAgo * DAY;
  const partition = { tenantId: t.tenantId, environmentId: t.sandbox.environmentId };
  const eventId = idAt('event', at);
  await h.db
    .insert(events)
    .values({ id: eventId, ...partition, type: 'transaction.created', data: {}, createdAt: new Date(at), dispatchedAt: dispatched ? new Date(at) : null });
  const deliveryIds: string[] = [];
  const attemptIds: string[] = [];
  for (const status of deliveries) {
    const id = idAt('webhookDelivery', at + 1);
    deliveryIds.push(id);
    await h.db
      .insert(webhookDeliveries)
      .values({ id, ...partition, endpointId, eventId, status, attempts: 2, createdAt: new Date(at), updatedAt: new Date(at) });
    for (const k of [1, 2]) {
      const attemptId = idAt('webhookAttempt', at + 1000 * k);
      attemptIds.push(attemptId);
      await h.db
        .insert(webhookAttempts)
        .values({ id: attemptId, ...partition, deliveryId: id, attemptedAt: new Date(at + 1000 * k), statusCode: 500, durationMs: 12 });
    }
  }
  return { eventId, deliveryIds, attemptIds };
}

const present = async (ids: { eventId: string; deliveryIds: string[]; attemptIds: string[] }) => ({
  event: (await h.db.select({ id: events.id }).from(events).where(eq(events.id, ids.eventId))).length,
  deliveries: ids.deliveryIds.length ? (await h.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids.deliveryIds))).length : 0,
  attempts: ids.attemptIds.length ? (await h.db.select().from(webhookAttempts).where(inArray(webhookAttempts.id, ids.attemptIds))).length : 0,
});

describe('events, webhook deliveries and attempts: 30 days by default, configurable', () => {
  it('removes what is past the retention and done with, and keeps the rest', async () => {
    const expired = await eventWith(31, ['succeeded', 'failed']);
    const stillRetrying = await eventWith(40, ['pending']);
    const neverDispatched = await eventWith(45, [], false);
    const recent = await eventWith(29, ['succeeded']);
    const before = await h.db.select({ n: sql<number>`count(*)::int` }).from(events);

    const swept = await sweepExpiredEvents(h.db, new Date(NOW));
    expect(swept).toEqual({ events: 1, deliveries: 2, attempts: 4 });
    expect(await present(expired)).toEqual({ event: 0, deliveries: 0, attempts: 0 });
    expect(await present(stillRetrying)).toEqual({ event: 1, deliveries: 1, attempts: 2 });
    expect(await present(neverDispatched)).toEqual({ event: 1, deliveries: 0, attempts: 0 });
    expect(await present(recent)).toEqual({ event: 1, deliveries: 1, attempts: 2 });
    const after = await h.db.select({ n: sql<number>`count(*)::int` }).from(events);
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n) - 1);

    // A second sweep finds nothing more; a shorter retention (EVENT_RETENTION_DAYS=10) takes the 29-day-old one.
    expect(await sweepExpiredEvents(h.db, new Date(NOW))).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    expect(await sweepExpiredEvents(h.db, new Date(NOW), 10)).toEqual({ events: 1, deliveries: 1, attempts: 2 });
    expect(await present(recent)).toEqual({ event: 0, deliveries: 0, attempts: 0 });
  });

  it('works through a backlog in batches: every expired row, and the events of today untouched', async () => {
    const backlog = [];
    for (let i = 0; i < 5; i++) backlog.push(await eventWith(60 + i, ['succeeded']));
    const userId = await makeUser(h, t.sandbox, { kyc: false });
    const today = await h.db.select({ id: events.id }).from(events).where(sql`${events.data}->>'userId' = ${userId}`);
    expect(today.length).toBeGreaterThan(0);
    const batches: number[] = [];
    await sweepExpiredEvents(h.db, new Date(NOW), 30, { batch: 2, onBatch: (_ms, rows) => batches.push(rows) });
    for (const ids of backlog) expect(await present(ids)).toEqual({ event: 0, deliveries: 0, attempts: 0 });
    expect(await h.db.select({ id: events.id }).from(events).where(sql`${events.data}->>'userId' = ${userId}`)).toEqual(today);
    // Five deliveries with two attempts each, two deliveries a batch; then five events, two a batch.
    expect(batches).toEqual([6, 6, 3, 2, 2, 1]);
  });
});

describe('rate-limit buckets (RATE_LIMIT_STORE=postgres): swept once idle', () => {
  it('removes buckets untouched for an hour (full again whatever their size) and keeps those in use', async () => {
    const idle = `key:${newId('apiKey')}`;
    const justIdle = `key:${newId('apiKey')}`;
    const busy = `key:${newId('apiKey')}`;
    await h.db.insert(rateLimitBuckets).values([
      { key: idle, tokens: 0, updatedMs: NOW - RATE_LIMIT_IDLE_MS - 1, allowed: false },
      { key: justIdle, tokens: 3, updatedMs: NOW - RATE_LIMIT_IDLE_MS + 60_000, allowed: true },
      { key: busy, tokens: 10, updatedMs: NOW - 5, allowed: true },
    ]);
    expect(await sweepIdleRateLimitBuckets(h.db, NOW)).toBe(1);
    const left = await h.db
      .select({ key: rateLimitBuckets.key })
      .from(rateLimitBuckets)
      .where(inArray(rateLimitBuckets.key, [idle, justIdle, busy]));
    expect(left.map((r) => r.key).sort()).toEqual([justIdle, busy].sort());
  });
});

describe('the sanctions log: kept, and its counts compact', () => {
  it("drops minute and second counts past their windows, keeps day and hour counts, and never touches the log's entries", async () => {
    const userId = await makeUser(h, t.live, { kyc: false });
    const entry = (daysAgo: number) => ({
      id: idAt('sanctionsLog', NOW - daysAgo * DAY),
      tenantId: t.tenantId,
      environmentId: t.live.environmentId,
      caseId: 'case_r',
      attemptId: 'scr_r',
      userId,
      trigger: 'background',
      provider: 'builtin',
      status: 'no_match' as const,
      matchScore: 0,
      matchedLists: [],
      billable: true,
      createdAt: new Date(NOW - daysAgo * DAY),
    });
    // The trigger writes each bucket size only while it is kept: add the older fine buckets by hand, as a log written then would have.
    await h.db.insert(sanctionsLogs).values([entry(400), entry(36), entry(3), entry(0.5)]);
    const bucket = (span: 'minute' | 'second', daysAgo: number) => ({
      tenantId: t.tenantId,
      environmentId: t.live.environmentId,
      span,
      startsAt: new Date(Math.floor((NOW - daysAgo * DAY) / 1000) * 1000),
      status: 'no_match' as const,
      provider: 'builtin',
      entries: 1,
    });
    await h.db
      .insert(sanctionsLogCounts)
      .values([bucket('minute', 36.5), bucket('second', 3.5)])
      .onConflictDoNothing();
    const spans = async () =>
      Object.fromEntries(
        (
          await queryRows<{ span: string; n: number }>(
            h.db,
            sql`select span, count(*)::int as n from sanctions_log_counts where environment_id = ${t.live.environmentId} group by span`,
          )
        ).map((r) => [r.span, Number(r.n)]),
      );
    expect(await spans()).toEqual({ day: 4, hour: 4, minute: 3, second: 2 });
    await sweepLogCountBuckets(h.db, new Date(NOW));
    // The trigger wrote minutes for the entries of 3 and 0.5 days ago, seconds for 0.5 only; the sweep takes the
    // hand-made minute of 36.5 days ago (kept 35 days) and second of 3.5 days ago (kept 2).
    expect(await spans()).toEqual({ day: 4, hour: 4, minute: 2, second: 1 });
    expect((await h.db.select().from(sanctionsLogs).where(eq(sanctionsLogs.userId, userId))).length).toBe(4);
  });

  it("the trigger's keeping windows are the service's (migration 0024 and COUNT_SPANS say the same)", async () => {
    const [fn] = await queryRows<{ def: string }>(h.db, sql`select pg_get_functiondef('sanctions_log_counts_apply'::regproc) as def`);
    for (const { span, keptMs } of COUNT_SPANS) {
      const kept = Number.isFinite(keptMs) ? `interval '${keptMs / DAY} days'` : 'NULL::interval';
      expect(fn!.def, span).toContain(`('${span}', ${kept})`);
    }
  });
});
