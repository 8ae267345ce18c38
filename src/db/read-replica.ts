/**
 * Reads that may be a little stale (lists, exports, the dashboard's pages) on a streaming standby
 * (DATABASE_READ_URL), never a read that follows the caller's own write (issue 35). After a caller's write
 * commits, the primary's WAL position is remembered for that caller; its later reads go to the standby only
 * once the standby has replayed past it, to the primary until then. A standby that cannot be reached, or
 * lags more than MAX_LAG_MS behind, serves no one until it catches up. Per process: a write made through
 * another server process is not known here (docs/operations.md, "Past one machine").
 *
 * How far behind, in time, comes from WAL positions only: the primary's position is read at known instants
 * (each sample and each noted write), and the standby is as fresh as the latest of those instants whose
 * position it has replayed. Commit timestamps were tried first and misjudge a delayed standby: while a new
 * commit waits to be applied, `now() - pg_last_xact_replay_timestamp()` is the age of the previous commit,
 * which after a quiet spell is far more than the delay (the standby-read drill lost its reads to that).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './query.ts';

/** How long a sampled standby position is trusted before it is read again. */
const REPLAY_SAMPLE_MS = 100;
/** A standby further behind than this serves no reads (they go to the primary). */
export const MAX_LAG_MS = 5_000;
/** After the standby failed to answer, the primary serves every read for this long. */
const RETRY_AFTER_FAILURE_MS = 5_000;
/** Primary positions read closer together than this share one entry of the history (it stays a few hundred long). */
const HISTORY_STEP_MS = 10;

/** A WAL position (`16/B374D848`) as a number: the two halves are 32-bit. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * The primary's insert position, made comparable with a standby's replayed position (a record's end). When the last
 * record ended at a page boundary PostgreSQL reports the insert position past the next page's header (24 bytes, 40
 * at a segment's start), the standby the boundary: as is, an idle primary would look ahead of a standby that has
 * everything. Rounding such a position down changes no other comparison: within a page's first 40 bytes the only
 * record end is that of a record begun on the page before, and no record ends between the page's start and it.
 */
export function insertEnd(lsn: bigint, walPage = 8192n): bigint {
  const offset = lsn % walPage;
  return offset === 24n || offset === 40n ? lsn - offset : lsn;
}

/**
 * How far behind the standby is, in ms at `now`: since the latest instant at which the primary's position had been
 * read at or below what the standby has replayed (it holds every commit made before that instant). Infinite when no
 * remembered instant qualifies: the standby is behind the oldest, which is about MAX_LAG_MS old.
 */
export function lagMs(history: readonly { lsn: bigint; at: number }[], replayLsn: bigint, now: number): number {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.lsn <= replayLsn) return Math.max(0, now - history[i]!.at);
  return Number.POSITIVE_INFINITY;
}

export class ReadReplica {
  /** Each caller's last write: the primary's WAL position once it committed, and when. */
  private readonly writes = new Map<string, { lsn: bigint; at: number }>();
  /** The primary's position, read at these instants (each read started at `at`), oldest first, for MAX_LAG_MS. */
  private readonly history: { lsn: bigint; at: number }[] = [];
  private replay?: { lsn: bigint; lagMs: number; at: number };
  private sampling?: Promise<void>;
  private failedAt = Number.NEGATIVE_INFINITY;
  /** Reads each side served, for the drill and the benchmark. */
  readonly served = { primary: 0, replica: 0 };

  constructor(
    readonly primary: Db,
    readonly replica: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Call after a caller's write has committed: its reads stay on the primary until the standby has replayed this far. */
  async noteWrite(caller: string): Promise<void> {
    const { lsn, at } = await this.primaryPosition();
    this.writes.set(caller, { lsn, at });
    // A write older than MAX_LAG_MS is behind any standby allowed to serve (one further behind serves no one).
    if (this.writes.size > 10_000) for (const [key, w] of this.writes) if (at - w.at > MAX_LAG_MS) this.writes.delete(key);
  }

  /** Where this caller's stale-tolerant read goes. */
  async readerFor(caller: string): Promise<Db> {
    const pick = (db: Db) => {
      this.served[db === this.replica ? 'replica' : 'primary']++;
      return db;
    };
    if (this.now() - this.failedAt < RETRY_AFTER_FAILURE_MS) return pick(this.primary);
    const replay = await this.sample();
    if (!replay || replay.lagMs > MAX_LAG_MS) return pick(this.primary);
    const write = this.writes.get(caller);
    if (write && write.lsn > replay.lsn) return pick(this.primary);
    if (write) this.writes.delete(caller);
    return pick(this.replica);
  }

  /**
   * The primary's position and the instant its read started: every commit made before that instant ends at or
   * below it. The insert position, not the written one: with synchronous_commit off a commit that has returned may
   * not be written yet.
   */
  private async primaryPosition(): Promise<{ lsn: bigint; at: number }> {
    const at = this.now();
    const [row] = await queryRows<{ lsn: string; page: string }>(
      this.primary,
      sql`select pg_current_wal_insert_lsn()::text as lsn, current_setting('wal_block_size') as page`,
    );
    const lsn = insertEnd(lsnValue(row!.lsn), BigInt(row!.page));
    const last = this.history.at(-1);
    if (last && at - last.at < HISTORY_STEP_MS) last.lsn = last.lsn > lsn ? last.lsn : lsn;
    else this.history.push({ lsn, at });
    while (this.history.length > 1 && at - this.history[0]!.at > MAX_LAG_MS) this.history.shift();
    return { lsn, at };
  }

  /** The standby's replayed position and lag, read at most every REPLAY_SAMPLE_MS; undefined when it cannot answer. */
  private async sample(): Promise<ReadReplica['replay']> {
    if (this.replay && this.now() - this.replay.at < REPLAY_SAMPLE_MS) return this.replay;
    this.sampling ??= (async () => {
      // The primary first: a standby that has replayed past what the primary had then holds everything until then.
      await this.primaryPosition();
      const [row] = await queryRows<{ lsn: string | null }>(this.replica, sql`select pg_last_wal_replay_lsn()::text as lsn`);
      // Not a standby (a promoted one, or a primary by mistake): nothing tells how far behind it is.
      if (!row?.lsn) throw new Error('DATABASE_READ_URL is not a standby in recovery');
      const lsn = lsnValue(row.lsn);
      const now = this.now();
      this.replay = { lsn, lagMs: lagMs(this.history, lsn, now), at: now };
    })()
      .catch(() => {
        this.failedAt = this.now();
        this.replay = undefined;
      })
      .finally(() => (this.sampling = undefined));
    await this.sampling;
    return this.replay;
  }
}
