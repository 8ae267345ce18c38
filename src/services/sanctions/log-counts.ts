/**
 * The sanctions log's counts without counting entries: `sanctions_log_counts` (kept by triggers, migration 0024)
 * holds, per environment, status and provider, how many entries fell in each day, hour, minute and second. A
 * date range is cut into the largest whole buckets it contains plus at most two slivers of less than a second at
 * its edges, which are counted from the log itself; so a total costs a few rows of the rollup however many
 * entries match, and page N is found by walking buckets down to a second and skipping only within it
 * (src/services/sanctions/logs.ts).
 */
import { and, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { sanctionsLogCounts, sanctionsLogs, type LOG_COUNT_SPANS } from '../../db/schema/index.ts';

const DAY = 86_400_000;

interface Span {
  span: (typeof LOG_COUNT_SPANS)[number];
  ms: number;
  /** How long the rollup keeps buckets of this size (migration 0024's trigger writes them only as long; the sweep drops older ones). */
  keptMs: number;
}

/** Coarsest first. Minute and second buckets serve ranges of the last weeks and days; older edges are counted at the hour. */
export const COUNT_SPANS: readonly Span[] = [
  { span: 'day', ms: DAY, keptMs: Number.POSITIVE_INFINITY },
  { span: 'hour', ms: 3_600_000, keptMs: Number.POSITIVE_INFINITY },
  { span: 'minute', ms: 60_000, keptMs: 35 * DAY },
  { span: 'second', ms: 1000, keptMs: 2 * DAY },
];
/** Buckets are read only a day inside their keeping window: a clock a little off, or a sweep running meanwhile, never leaves one half-counted. */
const READ_MARGIN_MS = DAY;

/** The filters the rollup can answer: status, provider, and a range of `created_at` (inclusive ends, as the API's dateFrom/dateTo). */
export interface CountFilter {
  environmentId: string;
  status?: string;
  provider?: string;
  from?: Date;
  to?: Date;
}

/** A part of the range: whole buckets of one size (starts in [lo, hi)), or a sliver counted from the log. */
type Piece = { kind: 'buckets'; level: number; lo: number; hi: number } | { kind: 'raw'; lo: number; hi: number; hiInclusive: boolean };

const floorTo = (t: number, ms: number) => (Number.isFinite(t) ? Math.floor(t / ms) * ms : t);
const ceilTo = (t: number, ms: number) => (Number.isFinite(t) ? Math.ceil(t / ms) * ms : t);

/** Cut [lo, hi) (or [lo, hi]) into whole buckets from `level` down, and slivers; newest first. */
function cover(lo: number, hi: number, hiInclusive: boolean, level: number, now: number): Piece[] {
  if (lo > hi || (lo === hi && !hiInclusive) || lo === Number.POSITIVE_INFINITY || hi === Number.NEGATIVE_INFINITY) return [];
  for (let l = level; l < COUNT_SPANS.length; l++) {
    const { ms, keptMs } = COUNT_SPANS[l]!;
    if (lo < now - (keptMs - READ_MARGIN_MS)) continue;
    const a = ceilTo(lo, ms);
    const b = floorTo(hi, ms);
    if (a >= b) continue;
    return [...cover(b, hi, hiInclusive, l + 1, now), { kind: 'buckets', level: l, lo: a, hi: b }, ...cover(lo, a, false, l + 1, now)];
  }
  return [{ kind: 'raw', lo, hi, hiInclusive }];
}

/** The range of a filter, newest piece first. */
export function piecesOf(filter: CountFilter, now: number): Piece[] {
  return cover(filter.from?.getTime() ?? Number.NEGATIVE_INFINITY, filter.to?.getTime() ?? Number.POSITIVE_INFINITY, true, 0, now);
}

const at = (t: number) => new Date(t);

function rollupWhere(filter: CountFilter, piece: Extract<Piece, { kind: 'buckets' }>): SQL {
  const c = sanctionsLogCounts;
  return and(
    eq(c.environmentId, filter.environmentId),
    eq(c.span, COUNT_SPANS[piece.level]!.span),
    Number.isFinite(piece.lo) ? gte(c.startsAt, at(piece.lo)) : undefined,
    Number.isFinite(piece.hi) ? lt(c.startsAt, at(piece.hi)) : undefined,
    filter.status ? eq(c.status, filter.status as 'no_match') : undefined,
    filter.provider ? eq(c.provider, filter.provider) : undefined,
  )!;
}

/** The log's own condition for a sliver (with the filter's status and provider). */
export function rawWhere(filter: CountFilter, lo: number, hi: number, hiInclusive: boolean): SQL {
  const l = sanctionsLogs;
  return and(
    eq(l.environmentId, filter.environmentId),
    Number.isFinite(lo) ? gte(l.createdAt, at(lo)) : undefined,
    Number.isFinite(hi) ? (hiInclusive ? lte(l.createdAt, at(hi)) : lt(l.createdAt, at(hi))) : undefined,
    filter.status ? eq(l.status, filter.status as 'no_match') : undefined,
    filter.provider ? eq(l.provider, filter.provider) : undefined,
  )!;
}

/** Each piece's count, in one round trip per kind. */
async function countPieces(db: DbOrTx, filter: CountFilter, pieces: readonly Piece[]): Promise<number[]> {
  const counts = pieces.map(() => 0);
  const buckets = pieces.map((p, i) => [p, i] as const).filter((x): x is [Extract<Piece, { kind: 'buckets' }>, number] => x[0].kind === 'buckets');
  const raws = pieces.map((p, i) => [p, i] as const).filter((x): x is [Extract<Piece, { kind: 'raw' }>, number] => x[0].kind === 'raw');
  if (buckets.length > 0) {
    const columns = buckets.map(([p]) => sql`coalesce(sum(${sanctionsLogCounts.entries}) filter (where ${rollupWhere(filter, p)}), 0)::bigint`);
    const [row] = await db
      .select({ n: sql<string[]>`array[${sql.join(columns, sql`, `)}]` })
      .from(sanctionsLogCounts)
      .where(or(...buckets.map(([p]) => rollupWhere(filter, p))));
    buckets.forEach(([, i], k) => (counts[i] = Number(row?.n[k] ?? 0)));
  }
  for (const [p, i] of raws) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sanctionsLogs)
      .where(rawWhere(filter, p.lo, p.hi, p.hiInclusive));
    counts[i] = Number(row?.n ?? 0);
  }
  return counts;
}

/** How many entries match: the rollup's whole buckets and the log's slivers. */
export async function countEntries(db: DbOrTx, filter: CountFilter, now: number): Promise<number> {
  return (await countPieces(db, filter, piecesOf(filter, now))).reduce((a, b) => a + b, 0);
}

/**
 * Where the entry `offset` places from the newest falls: the end of the finest part of the range that holds it
 * (`before`, exclusive unless `inclusive`) and how many matching entries there are between that end and it. The
 * page is then `created_at < before` newest first, skipping `skip`: at most a second's entries.
 */
export async function locate(
  db: DbOrTx,
  filter: CountFilter,
  offset: number,
  now: number,
): Promise<{ before: number; inclusive: boolean; skip: number } | undefined> {
  let pieces = piecesOf(filter, now);
  let remaining = offset;
  for (;;) {
    const counts = await countPieces(db, filter, pieces);
    const index = counts.findIndex((n) => {
      if (remaining < n) return true;
      remaining -= n;
      return false;
    });
    if (index < 0) return undefined;
    const piece = pieces[index]!;
    if (piece.kind === 'raw') return { before: piece.hi, inclusive: piece.hiInclusive, skip: remaining };
    // The bucket of this size that holds it, then its finer buckets (or the log) inside it.
    const { span, ms } = COUNT_SPANS[piece.level]!;
    const rows = await db
      .select({ startsAt: sanctionsLogCounts.startsAt, n: sql<string>`sum(${sanctionsLogCounts.entries})` })
      .from(sanctionsLogCounts)
      .where(rollupWhere(filter, piece))
      .groupBy(sanctionsLogCounts.startsAt)
      .orderBy(sql`${sanctionsLogCounts.startsAt} desc`);
    const bucket = rows.find((r) => {
      if (remaining < Number(r.n)) return true;
      remaining -= Number(r.n);
      return false;
    });
    // The rollup and the log are read in one snapshot, so this does not happen; a bucket of a span no longer kept would.
    if (!bucket) throw new Error(`sanctions log counts: no ${span} bucket holds entry ${offset}`);
    const start = bucket.startsAt.getTime();
    pieces = cover(start, start + ms, false, piece.level + 1, now);
  }
}
