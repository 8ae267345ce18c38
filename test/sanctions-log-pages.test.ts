/**
 * The sanctions log's pages and export at scale (issue 35): totals come from the rollup of counts and page N is
 * found through it (src/services/sanctions/log-counts.ts). Every answer here is checked against the same list
 * made the slow way (count and OFFSET over the log), over entries spread across days, hours, minutes and
 * within one second, with reviews moving entries between statuses.
 */
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { sanctionsLogCounts, sanctionsLogs } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { COUNT_SPANS } from '../src/services/sanctions/log-counts.ts';
import { makeUser } from './helpers/factories.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

const h = fileHarness();
let t: TestTenant;
let users: string[];
const NOW = Date.now();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When each entry happened: three months back to a second ago, clustered so buckets of every size hold several, with ties. */
function times(): Date[] {
  const out: Date[] = [];
  for (let d = 0; d < 12; d++) out.push(new Date(NOW - 90 * DAY + d * 7 * DAY + d * 1234));
  for (let m = 0; m < 40; m++) out.push(new Date(NOW - 40 * DAY + m * 5 * HOUR + 17 * m));
  for (let s = 0; s < 60; s++) out.push(new Date(NOW - 3 * HOUR + s * 61_000 + (s % 7) * 111));
  for (let s = 0; s < 60; s++) out.push(new Date(NOW - 90_000 + s * 700));
  // One second holding many entries, several of them at the very same instant.
  const busy = Math.floor((NOW - 20_000) / 1000) * 1000;
  for (let i = 0; i < 50; i++) out.push(new Date(busy + (i % 10) * 97));
  return out;
}

beforeAll(async () => {
  t = await h.tenant();
  users = [await makeUser(h, t.live, { kyc: false }), await makeUser(h, t.live, { kyc: false })];
  const rows = times().map((at, i) => ({
    id: newId('sanctionsLog'),
    tenantId: t.tenantId,
    environmentId: t.live.environmentId,
    caseId: `case_${i}`,
    attemptId: newId('screeningRun'),
    userId: users[i % 2]!,
    trigger: 'background',
    provider: i % 13 === 0 ? 'other' : 'builtin',
    status: i % 9 === 0 ? ('possible_match' as const) : ('no_match' as const),
    matchScore: 0.5,
    matchedLists: [],
    billable: true,
    createdAt: at,
  }));
  for (let i = 0; i < rows.length; i += 100) await h.db.insert(sanctionsLogs).values(rows.slice(i, i + 100));
  // Reviews move some entries out of possible_match (the rollup follows updates too).
  await h.db.execute(
    sql`update sanctions_logs set status = 'false_positive' where environment_id = ${t.live.environmentId} and status = 'possible_match' and match_score = 0.5 and case_id like '%0'`,
  );
  await h.db.execute(sql`update sanctions_logs set status = 'true_match' where environment_id = ${t.live.environmentId} and case_id = 'case_9'`);
});

interface Query {
  status?: 'possible_match' | 'no_match' | 'false_positive' | 'true_match';
  provider?: string;
  dateFrom?: Date;
  dateTo?: Date;
  userId?: string;
}

/** The same page the slow way. */
async function slow(q: Query, page: number, limit: number) {
  const l = sanctionsLogs;
  const where = and(
    eq(l.environmentId, t.live.environmentId),
    q.status ? eq(l.status, q.status) : undefined,
    q.provider ? eq(l.provider, q.provider) : undefined,
    q.userId ? eq(l.userId, q.userId) : undefined,
    q.dateFrom ? gte(l.createdAt, q.dateFrom) : undefined,
    q.dateTo ? lte(l.createdAt, q.dateTo) : undefined,
  );
  const [{ n }] = (await h.db.select({ n: sql<number>`count(*)::int` }).from(l).where(where)) as [{ n: number }];
  const items = await h.db
    .select({ id: l.id })
    .from(l)
    .where(where)
    .orderBy(desc(l.createdAt), desc(l.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { total: Number(n), ids: items.map((r) => r.id) };
}

async function fast(q: Query, page: number, limit: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, v instanceof Date ? v.toISOString() : v);
  const res = await h.request('GET', `/v1/sanctions/logs?${params}`, { auth: t.live });
  expect(res.status).toBe(200);
  return { total: res.body.total as number, ids: (res.body.items as { _id: string }[]).map((i) => i._id), totalPages: res.body.totalPages as number };
}

async function expectSame(q: Query, limit: number) {
  const first = await slow(q, 1, limit);
  const pages = Math.max(1, Math.ceil(first.total / limit));
  for (const page of new Set([1, 2, Math.ceil(pages / 3), Math.ceil(pages / 2), pages - 1, pages, pages + 1].filter((p) => p >= 1))) {
    const [want, got] = [await slow(q, page, limit), await fast(q, page, limit)];
    expect({ q, page, total: got.total, ids: got.ids }).toEqual({ q, page, total: want.total, ids: want.ids });
  }
}

describe('the sanctions log at scale: totals and pages from the rollup', () => {
  it('every filter, every page size, any page: the same total and entries as counting and skipping the log', async () => {
    const busy = new Date(Math.floor((NOW - 20_000) / 1000) * 1000 + 3 * 97);
    const cases: Query[] = [
      {},
      { status: 'no_match' },
      { status: 'possible_match' },
      { status: 'false_positive' },
      { provider: 'other' },
      { provider: 'nobody' },
      { dateFrom: new Date(NOW - 45 * DAY + 12_345) },
      { dateTo: new Date(NOW - 2 * HOUR - 777) },
      { dateFrom: new Date(NOW - 60 * DAY), dateTo: new Date(NOW - 10 * DAY) },
      // Edges inside one second, on the very instant of several entries.
      { dateFrom: busy },
      { dateTo: busy },
      { dateFrom: busy, dateTo: new Date(busy.getTime() + 400) },
      { status: 'no_match', dateFrom: new Date(NOW - 3 * HOUR + 30_001), dateTo: new Date(NOW - 60_500) },
      { userId: users[0]!, dateFrom: new Date(NOW - 50 * DAY) },
      { dateFrom: new Date(NOW + DAY) },
    ];
    for (const q of cases) for (const limit of [1, 50]) await expectSame(q, limit);
  });

  it('the rollup holds one row per environment, bucket, status and provider, kept in step by inserts, status changes and deletes', async () => {
    const sums = () =>
      queryRows<{ span: string; entries: number }>(
        h.db,
        sql`select span, sum(entries)::int as entries from sanctions_log_counts where environment_id = ${t.live.environmentId} and status = 'no_match' group by span order by span`,
      );
    const before = await sums();
    const [row] = await h.db
      .select({ id: sanctionsLogs.id })
      .from(sanctionsLogs)
      .where(
        and(eq(sanctionsLogs.environmentId, t.live.environmentId), eq(sanctionsLogs.status, 'no_match'), gte(sanctionsLogs.createdAt, new Date(NOW - HOUR))),
      )
      .orderBy(asc(sanctionsLogs.id))
      .limit(1);
    await h.db.delete(sanctionsLogs).where(eq(sanctionsLogs.id, row!.id));
    const after = await sums();
    expect(after.map((r) => [r.span, r.entries])).toEqual(before.map((r) => [r.span, r.entries - 1]));
    // Day and hour buckets cover all of it; minute and second buckets the part still kept.
    const [{ total }] = (await queryRows<{ total: number }>(
      h.db,
      sql`select count(*)::int as total from sanctions_logs where environment_id = ${t.live.environmentId} and status = 'no_match'`,
    )) as [{ total: number }];
    expect(after.find((r) => r.span === 'day')!.entries).toBe(total);
    expect(after.find((r) => r.span === 'hour')!.entries).toBe(total);
    const keys = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from sanctions_log_counts where environment_id = ${t.live.environmentId} group by span, starts_at, status, provider having count(*) > 1`,
    );
    expect(keys).toEqual([]);
    expect(COUNT_SPANS.map((s) => s.span)).toEqual(['day', 'hour', 'minute', 'second']);
    expect(await h.db.select().from(sanctionsLogCounts).where(eq(sanctionsLogCounts.environmentId, t.sandbox.environmentId))).toEqual([]);
  });
});

describe('the CSV export streams', () => {
  it('every entry once, oldest first, across chunks and ties at the same microsecond', async () => {
    const tt = await h.tenant();
    const userId = await makeUser(h, tt.live, { kyc: false });
    // 4,500 entries (three chunks), many sharing one timestamp that only microseconds tell apart.
    await h.db.execute(sql`
      insert into sanctions_logs (id, tenant_id, environment_id, case_id, attempt_id, user_id, trigger, provider, status, match_score, matched_lists, billable, created_at)
      select 'sanc_' || lpad(g::text, 26, '0'), ${tt.tenantId}, ${tt.live.environmentId}, 'case_x', 'scr_x', ${userId}, 'background', 'builtin', 'no_match', 0.1, '{}', true,
        timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 microsecond'
      from generate_series(1, 4500) g`);
    const res = await h.request('GET', '/v1/sanctions/export', { auth: tt.live });
    expect(res.status).toBe(200);
    const ids = res.text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(4500);
    const expected = await queryRows<{ id: string }>(
      h.db,
      sql`select id from sanctions_logs where environment_id = ${tt.live.environmentId} order by created_at, id`,
    );
    expect(ids).toEqual(expected.map((r) => r.id));
    // /trpc answers the same text as one string.
    const trpc = await h.request('GET', '/trpc/sanctions.export', { auth: tt.live });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data).toBe(res.text);
  });
});
