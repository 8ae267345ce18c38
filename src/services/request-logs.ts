import { and, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { backgroundWork } from '../db/priority.ts';
import type { Db, DbOrTx } from '../db/query.ts';
import { requestLogs } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { idPattern, newId } from '../lib/ids.ts';
import { redactedJson } from '../lib/redact.ts';
import type { Logger } from '../logger.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from './pagination.ts';
import { inPartition, type Partition } from './partition.ts';

export type RequestLogRow = typeof requestLogs.$inferSelect;

/** Rows older than this are deleted by the housekeeping sweep (src/jobs.ts). */
export const REQUEST_LOG_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Each stored body is cut here (characters of its JSON text) and marked truncated. */
export const REQUEST_LOG_BODY_MAX = 16 * 1024;
/**
 * Writes waiting for the database, per process. Past this the log drops rows
 * (with a warning) rather than holding memory for a database that cannot keep up.
 */
export const REQUEST_LOG_MAX_PENDING = 500;

/** One keyed request as the procedure saw it; bodies are redacted and bounded here, before anything is kept. */
export interface RequestLogEntry {
  partition: Partition;
  requestId: string;
  transport: 'rest' | 'trpc';
  method: string;
  path: string;
  status: number;
  durationMs: number;
  errorCode: string | null;
  requestBody: unknown;
  responseBody: unknown;
  /** Top-level answer fields that are secrets (`meta.secretFields`): stored as `[redacted]`. */
  secretFields?: readonly string[];
  createdAt: Date;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

export function toRequestLogRow(entry: RequestLogEntry): typeof requestLogs.$inferInsert {
  const request = isEmpty(entry.requestBody) ? null : redactedJson(entry.requestBody, REQUEST_LOG_BODY_MAX);
  const response = entry.responseBody === undefined ? null : redactedJson(entry.responseBody, REQUEST_LOG_BODY_MAX, entry.secretFields);
  return {
    id: newId('requestLog'),
    tenantId: entry.partition.tenantId,
    environmentId: entry.partition.environmentId,
    requestId: entry.requestId,
    transport: entry.transport,
    method: entry.method,
    path: entry.path,
    status: entry.status,
    durationMs: Math.max(0, Math.round(entry.durationMs)),
    errorCode: entry.errorCode,
    requestBody: request?.text ?? null,
    requestBodyTruncated: request?.truncated ?? false,
    responseBody: response?.text ?? null,
    responseBodyTruncated: response?.truncated ?? false,
    createdAt: entry.createdAt,
  };
}

/**
 * Writes request log rows after the answer, off the request's path: `write`
 * returns at once, a failed insert is logged and never reaches the client.
 * One per app (createApp); `drain()` waits for the writes under way (tests, shutdown).
 */
export class RequestLogWriter {
  private readonly pending = new Set<Promise<void>>();
  private dropped = 0;

  constructor(private readonly deps: { readonly db: Db; readonly logger: Logger; readonly backgroundMarks?: boolean }) {}

  write(entry: RequestLogEntry): void {
    if (this.pending.size >= REQUEST_LOG_MAX_PENDING) {
      if (this.dropped++ % 100 === 0) this.deps.logger.warn({ dropped: this.dropped, requestId: entry.requestId }, 'request log behind: rows dropped');
      return;
    }
    // Redacting and cutting the bodies waits for the next turn too: the answer goes out first. No caller waits for
    // the row: on the embedded database it goes after callers' statements (src/db/priority.ts).
    const write: Promise<void> = backgroundWork(
      () =>
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => this.deps.db.insert(requestLogs).values(toRequestLogRow(entry)))
          .then(
            () => undefined,
            (err: unknown) => this.deps.logger.warn({ err, requestId: entry.requestId }, 'request log row not written'),
          )
          .finally(() => this.pending.delete(write)),
      this.deps.backgroundMarks === true,
    );
    this.pending.add(write);
  }

  /** Resolves once every write started so far has finished (or failed). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

export interface RequestLogFilters {
  /** An exact status (`404`) or a class (`4xx`). */
  status?: number | `${1 | 2 | 3 | 4 | 5}xx`;
  /** A route pattern, exactly as stored (`/v1/transactions/{id}`). */
  path?: string;
  method?: string;
  requestId?: string;
  createdFrom?: Date;
  createdTo?: Date;
}

function statusFilter(status: RequestLogFilters['status']): SQL | undefined {
  if (status === undefined) return undefined;
  if (typeof status === 'number') return eq(requestLogs.status, status);
  const floor = Number(status[0]) * 100;
  return and(gte(requestLogs.status, floor), lt(requestLogs.status, floor + 100));
}

/** An environment's request log, newest first; cursors are bound to the filters. */
export function listRequestLogs(
  db: DbOrTx,
  deps: PaginationDeps,
  partition: Partition,
  query: PageQuery,
  filters: RequestLogFilters,
): Promise<Page<RequestLogRow>> {
  const base = and(
    inPartition(requestLogs, partition),
    statusFilter(filters.status),
    filters.path ? eq(requestLogs.path, filters.path) : undefined,
    filters.method ? eq(requestLogs.method, filters.method) : undefined,
    filters.requestId ? eq(requestLogs.requestId, filters.requestId) : undefined,
    filters.createdFrom ? gte(requestLogs.createdAt, filters.createdFrom) : undefined,
    filters.createdTo ? lte(requestLogs.createdAt, filters.createdTo) : undefined,
  );
  const scopeFilters = [filters.status, filters.path, filters.method, filters.requestId, filters.createdFrom?.toISOString(), filters.createdTo?.toISOString()];
  return paginate(deps, query, {
    scope: `request_logs:${partition.environmentId}:${JSON.stringify(scopeFilters)}`,
    idPattern: idPattern('requestLog'),
    fetch: (keyset) =>
      db
        .select()
        .from(requestLogs)
        .where(keysetWhere(requestLogs.id, keyset, base))
        .orderBy(keysetOrder(requestLogs.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
}

export async function getRequestLog(db: DbOrTx, partition: Partition, id: string): Promise<RequestLogRow> {
  const [row] = await db
    .select()
    .from(requestLogs)
    .where(and(eq(requestLogs.id, id), inPartition(requestLogs, partition)));
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such request log: ${id}` });
  return row;
}

/** Rows deleted per statement by the sweep, so a backlog never becomes one long transaction. */
const SWEEP_BATCH = 5_000;

/** Delete rows past the 7-day retention; the background jobs (src/jobs.ts) run this in every process. */
export async function sweepExpiredRequestLogs(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REQUEST_LOG_RETENTION_MS);
  let total = 0;
  for (;;) {
    const expired = db.select({ id: requestLogs.id }).from(requestLogs).where(lt(requestLogs.createdAt, cutoff)).limit(SWEEP_BATCH);
    const deleted = await db.delete(requestLogs).where(inArray(requestLogs.id, expired)).returning({ id: requestLogs.id });
    total += deleted.length;
    if (deleted.length < SWEEP_BATCH) return total;
  }
}
