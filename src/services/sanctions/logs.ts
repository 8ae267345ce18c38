import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { kycRecords, sanctionsLists, sanctionsLogs, users, type SANCTIONS_LOG_STATUSES } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { recordEvent, type Partition } from '../events.ts';
import { inPartition } from '../partition.ts';
import type { ListVersionRef } from './matcher.ts';
import { type CountFilter, countEntries, locate, rawWhere } from './log-counts.ts';
import { REVIEWED_EVENT, type SanctionsLogRow } from './screening.ts';

export interface LogFilters {
  userId?: string;
  kycId?: string;
  transactionId?: string;
  status?: (typeof SANCTIONS_LOG_STATUSES)[number];
  provider?: string;
  dateFrom?: Date;
  dateTo?: Date;
}

function where(partition: Partition, f: LogFilters): SQL | undefined {
  return and(
    inPartition(sanctionsLogs, partition),
    f.userId ? eq(sanctionsLogs.userId, f.userId) : undefined,
    f.kycId ? eq(sanctionsLogs.kycId, f.kycId) : undefined,
    f.transactionId ? eq(sanctionsLogs.transactionId, f.transactionId) : undefined,
    f.status ? eq(sanctionsLogs.status, f.status) : undefined,
    f.provider ? eq(sanctionsLogs.provider, f.provider) : undefined,
    f.dateFrom ? gte(sanctionsLogs.createdAt, f.dateFrom) : undefined,
    f.dateTo ? lte(sanctionsLogs.createdAt, f.dateTo) : undefined,
  );
}

export interface LogPage {
  items: SanctionsLogRow[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** The list versions log entries were screened against, by id (versions are kept when replaced: every id resolves). */
export async function listVersionsOf(db: DbOrTx, rows: readonly Pick<SanctionsLogRow, 'listVersions'>[]): Promise<Map<string, ListVersionRef>> {
  const ids = [...new Set(rows.flatMap((r) => r.listVersions))];
  if (ids.length === 0) return new Map();
  const versions = await db
    .select({ id: sanctionsLists.id, source: sanctionsLists.source, version: sanctionsLists.version, sandboxOnly: sanctionsLists.sandboxOnly })
    .from(sanctionsLists)
    .where(inArray(sanctionsLists.id, ids));
  return new Map(versions.map((v) => [v.id, v]));
}

/**
 * Page-numbered, as the spec documents for this list: `{items, total, page, limit, totalPages}`, newest first.
 * A user, KYC record or transaction names few entries: those are counted and skipped directly. Otherwise the
 * total and the place of page N come from the rollup of counts (src/services/sanctions/log-counts.ts): no
 * count of the log and no OFFSET beyond the entries of one second, whatever the page. One snapshot
 * (repeatable read), so the counts and the entries agree.
 */
export async function listLogs(db: DbOrTx, partition: Partition, filters: LogFilters, page: number, limit: number, now = Date.now()): Promise<LogPage> {
  const offset = (page - 1) * limit;
  const answer = (items: SanctionsLogRow[], total: number) => ({ items, total, page, limit, totalPages: Math.ceil(total / limit) });
  return db.transaction(
    async (tx) => {
      if (filters.userId || filters.kycId || filters.transactionId) {
        const condition = await narrowWhere(tx, partition, filters);
        if (!condition) return answer([], 0);
        const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(sanctionsLogs).where(condition);
        const items = await tx
          .select()
          .from(sanctionsLogs)
          .where(condition)
          .orderBy(desc(sanctionsLogs.createdAt), desc(sanctionsLogs.id))
          .limit(limit)
          .offset(offset);
        return answer(items, Number(total));
      }
      const filter: CountFilter = { environmentId: partition.environmentId, ...filters, from: filters.dateFrom, to: filters.dateTo };
      const total = await countEntries(tx, filter, now);
      const place = offset < total ? await locate(tx, filter, offset, now) : undefined;
      if (!place) return answer([], total);
      const items = await tx
        .select()
        .from(sanctionsLogs)
        .where(
          and(inPartition(sanctionsLogs, partition), rawWhere(filter, filters.dateFrom?.getTime() ?? Number.NEGATIVE_INFINITY, place.before, place.inclusive)),
        )
        .orderBy(desc(sanctionsLogs.createdAt), desc(sanctionsLogs.id))
        .limit(limit)
        .offset(place.skip);
      return answer(items, total);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The condition of a list narrowed to a user, KYC record or transaction (a KYC record through its user, whose index serves it); undefined when it names nothing. */
async function narrowWhere(db: DbOrTx, partition: Partition, filters: LogFilters): Promise<SQL | undefined> {
  let userId = filters.userId;
  if (filters.kycId) {
    const [kyc] = await db
      .select({ userId: kycRecords.userId })
      .from(kycRecords)
      .where(and(eq(kycRecords.id, filters.kycId), inPartition(kycRecords, partition)));
    if (!kyc || (userId !== undefined && userId !== kyc.userId)) return undefined;
    userId = kyc.userId;
  }
  return where(partition, { ...filters, userId });
}

/** The CSV export reads the log in chunks of this many entries, each its own short query (no transaction held open). */
const EXPORT_CHUNK = 2000;

/**
 * The export, oldest first, as CSV text in chunks: keyset over (created_at, id), one query per chunk, so any
 * number of entries streams in constant memory and no transaction stays open while the client reads. Without
 * `dateTo` it ends at the moment the export started: entries logged while it streams are not chased.
 */
export async function* logsCsv(db: DbOrTx, partition: Partition, filters: LogFilters, now: Date): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  const bounded = { ...filters, dateTo: filters.dateTo && filters.dateTo < now ? filters.dateTo : now };
  const condition = filters.userId || filters.kycId || filters.transactionId ? await narrowWhere(db, partition, bounded) : where(partition, bounded);
  if (!condition) return;
  // The cursor keeps created_at as the database's text: microseconds a Date would round away.
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ row: sanctionsLogs, at: sql<string>`${sanctionsLogs.createdAt}::text` })
      .from(sanctionsLogs)
      .where(and(condition, after ? sql`(${sanctionsLogs.createdAt}, ${sanctionsLogs.id}) > (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(asc(sanctionsLogs.createdAt), asc(sanctionsLogs.id))
      .limit(EXPORT_CHUNK);
    if (rows.length === 0) return;
    yield logsToCsv(rows.map((r) => r.row));
    if (rows.length < EXPORT_CHUNK) return;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.row.id };
  }
}

/** The log's `reviewedBy`: `member:mem_…` for a dashboard member, `api_key:pk_…1234` for a key. */
const reviewerOf = (by: Actor) => (by.memberId ? `member:${by.memberId}` : by.actor);

/**
 * Review a possible match: `false_positive` clears the hold, `true_match`
 * disables the user (decisions §1). Records who and when; fires
 * `sanctions.reviewed` and writes `sanctions.reviewed` to the audit log.
 */
export async function reviewLog(
  db: DbOrTx,
  partition: Partition,
  id: string,
  input: { decision: 'false_positive' | 'true_match'; note: string | null },
  by: Actor,
  now: Date,
): Promise<SanctionsLogRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sanctionsLogs)
      .where(and(eq(sanctionsLogs.id, id), inPartition(sanctionsLogs, partition)));
    if (!current) throw new AppError('not_found', { param: 'id', message: `No such sanctions log entry: ${id}` });
    const [row] = await tx
      .update(sanctionsLogs)
      .set({ status: input.decision, reviewedAt: now, reviewedBy: reviewerOf(by), reviewNote: input.note })
      .where(and(eq(sanctionsLogs.id, id), eq(sanctionsLogs.status, 'possible_match')))
      .returning();
    if (!row) throw new AppError('invalid_state', { message: `The entry is ${current.status}; only a possible_match can be reviewed.` });
    if (input.decision === 'true_match') {
      await tx
        .update(users)
        .set({ status: 'disabled', updatedAt: now })
        .where(and(eq(users.id, row.userId), eq(users.environmentId, partition.environmentId)));
    }
    await recordEvent(tx, partition, REVIEWED_EVENT, { logId: row.id, userId: row.userId, caseId: row.caseId, decision: input.decision });
    const after = { status: row.status, note: row.reviewNote, userId: row.userId, userDisabled: input.decision === 'true_match' };
    const { tenantId, environmentId } = partition;
    const entry = { tenantId, environmentId, action: 'sanctions.reviewed', targetType: 'sanctions_log', targetId: row.id };
    await recordAudit(tx, by, { ...entry, before: { status: 'possible_match' }, after }, now);
    return row;
  });
}

/** The spec's fields first, in its order; what later versions added goes at the end, so older readers keep their columns. */
const CSV_COLUMNS = [
  '_id',
  'caseId',
  'attemptId',
  'userId',
  'kycId',
  'transactionId',
  'provider',
  'status',
  'matchScore',
  'matchedLists',
  'entityName',
  'entityCountry',
  'billable',
  'reviewedAt',
  'reviewedBy',
  'reviewNote',
  'createdAt',
  'trigger',
  'nameSource',
  'screenedName',
  'matchedName',
  'dateOfBirthMatch',
  'countryMatch',
  'listVersions',
] as const;

/**
 * RFC 4180 quoting, and a quote before anything a spreadsheet would run as a formula. A cell holding a separator a
 * spreadsheet may split on — `,`, `;` (the list separator where `,` is the decimal mark) or a tab — is quoted. Quotes
 * only protect where the reader splits on `,`: one splitting on `;` or tabs starts a cell mid-way through ours, where
 * our quotes mean nothing (and a line break inside our quotes starts a row), so a formula trigger after `;`, a tab or a
 * line break gets its quote too (`ok;=cmd` → `ok;'=cmd`).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join(';') : String(value);
  text = text.replace(/([;\t\r\n][ \t\r\n]*)(?=[=+\-@])/g, "$1'");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines of these entries (no header), each ending in CRLF. */
function logsToCsv(rows: readonly SanctionsLogRow[]): string {
  let text = '';
  for (const r of rows) {
    const record: Record<(typeof CSV_COLUMNS)[number], unknown> = { ...r, _id: r.id };
    text += `${CSV_COLUMNS.map((c) => csvCell(record[c])).join(',')}\r\n`;
  }
  return text;
}
