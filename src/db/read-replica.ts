/**
 * Reads that may be a little stale (lists, exports, the dashboard's pages) on a streaming standby
 * (DATABASE_READ_URL), never a read that follows the caller's own write (issue 35). After a caller's write
 * commits, the primary's WAL position is remembered for that caller; its later reads go to the standby only
 * once the standby has replayed past it, to the primary until then. A standby that cannot be reached, or
 * lags more than MAX_LAG_MS behind, serves no one until it catches up. Per process: a write made through
 * another server process is not known here (docs/operations.md, "Past one machine").
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './query.ts';

/** How long a sampled standby position is trusted before it is read again. */
const REPLAY_SAMPLE_MS = 100;
/** A standby further behind than this serves no reads (they go to the primary). */
export const MAX_LAG_MS = 5_000;
/** After the standby failed to answer, the primary serves every read for this long. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/** A WAL position (`16/B374D848`) as a number: the two halves are 32-bit. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export class ReadReplica {
  /** Each caller's last write: the primary's WAL position once it committed, and when. */
  private readonly writes = new Map<string, { lsn: bigint; at: number }>();
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
    const [row] = await queryRows<{ lsn: string }>(this.primary, sql`select pg_current_wal_lsn()::text as lsn`);
    const now = this.now();
    this.writes.set(caller, { lsn: lsnValue(row!.lsn), at: now });
    // A write older than MAX_LAG_MS is behind any standby allowed to serve (one further behind serves no one).
    if (this.writes.size > 10_000) for (const [key, w] of this.writes) if (now - w.at > MAX_LAG_MS) this.writes.delete(key);
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

  /** The standby's replayed position, read at most every REPLAY_SAMPLE_MS; undefined when it cannot answer. */
  private async sample(): Promise<ReadReplica['replay']> {
    if (this.replay && this.now() - this.replay.at < REPLAY_SAMPLE_MS) return this.replay;
    this.sampling ??= queryRows<{ lsn: string | null; lag_ms: number | null }>(
      this.replica,
      sql`select pg_last_wal_replay_lsn()::text as lsn,
            case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                 else extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000 end as lag_ms`,
    )
      .then(([row]) => {
        // Not a standby (a promoted one, or a primary by mistake): nothing tells how far behind it is.
        if (!row?.lsn) throw new Error('DATABASE_READ_URL is not a standby in recovery');
        this.replay = { lsn: lsnValue(row.lsn), lagMs: Number(row.lag_ms ?? 0), at: this.now() };
      })
      .catch(() => {
        this.failedAt = this.now();
        this.replay = undefined;
      })
      .finally(() => (this.sampling = undefined));
    await this.sampling;
    return this.replay;
  }
}
