import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { sanctionsLogs, users, type SANCTIONS_LOG_STATUSES } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { recordEvent, type Partition } from '../events.ts';
import { inPartition } from '../partition.ts';
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

/** Page-numbered, as the spec documents for this list: `{items, total, page, limit, totalPages}`, newest first. */
export async function listLogs(db: DbOrTx, partition: Partition, filters: LogFilters, page: number, limit: number) {
  const condition = where(partition, filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sanctionsLogs).where(condition);
  const items = await db
    .select()
    .from(sanctionsLogs)
    .where(condition)
    .orderBy(desc(sanctionsLogs.createdAt), desc(sanctionsLogs.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { items, total: Number(total), page, limit, totalPages: Math.ceil(Number(total) / limit) };
}

/** One export holds at most this many entries (held in memory while the CSV is written). */
export const EXPORT_MAX_ROWS = 100_000;
/**
 * No CSV row is longer: its fields are bounded (ids ≤ 40, entity name ≤ 1,000,
 * country ≤ 200, review note ≤ 2,000 characters…, about 3,700 in all) and
 * quoting at most doubles a cell.
 */
const EXPORT_ROW_MAX_CHARS = 8192;
/** So an export (header + rows) is at most this many characters. */
export const EXPORT_MAX_CHARS = (EXPORT_MAX_ROWS + 1) * EXPORT_ROW_MAX_CHARS;

export async function allLogs(db: DbOrTx, partition: Partition, filters: LogFilters): Promise<SanctionsLogRow[]> {
  const rows = await db
    .select()
    .from(sanctionsLogs)
    .where(where(partition, filters))
    .orderBy(sanctionsLogs.createdAt, sanctionsLogs.id)
    .limit(EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) {
    const message = `More than ${EXPORT_MAX_ROWS} log entries match; narrow the range with dateFrom and dateTo.`;
    throw new AppError('validation_failed', { param: 'dateFrom', message, details: [{ path: 'dateFrom', message }] });
  }
  return rows;
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

export function logsToCsv(rows: readonly SanctionsLogRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const record: Record<(typeof CSV_COLUMNS)[number], unknown> = { ...r, _id: r.id };
    lines.push(CSV_COLUMNS.map((c) => csvCell(record[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
