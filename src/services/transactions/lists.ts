/**
 * Reads of several transactions at once: the lists the API and the dashboard
 * share, a user's current transaction, the disputes awaiting a decision. Each
 * returns rows with their parties (one query for all of them); routers shape
 * them with `toTransaction`.
 */
import { and, desc, eq, gte, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { disputes, transactions, type ACCOUNT_TYPES, type SETTLEMENT_REQUEST_STATUSES, type TRANSACTION_STATUSES } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import { AppError } from '../../errors.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from '../pagination.ts';
import { inPartition, type Partition } from '../partition.ts';
import { evidenceOf } from './disputes.ts';
import { loadParties, type PartySummary } from './parties.ts';
import { TERMINAL_STATUSES } from './state-machine.ts';
import type { DisputeRow, EvidenceRow, TransactionRow } from './types.ts';

export interface TransactionFilters {
  status?: (typeof TRANSACTION_STATUSES)[number];
  accountType?: (typeof ACCOUNT_TYPES)[number];
  sellerId?: string;
  buyerId?: string;
  /** Either party. */
  userId?: string;
  currency?: string;
  /** Inclusive bounds on createdAt. */
  createdFrom?: Date;
  createdTo?: Date;
  /** The latest settlement request's status (decisions §7). */
  requestStatus?: (typeof SETTLEMENT_REQUEST_STATUSES)[number];
  /** Sandbox: the transactions on one test clock. */
  testClockId?: string;
}

/** Transactions whose latest settlement request has this status. */
const requestIs = (status: (typeof SETTLEMENT_REQUEST_STATUSES)[number]) => sql`${transactions.settlementRequest}->>'status' = ${status}`;

/** A page of an environment's transactions, newest first, filtered; cursors are bound to the filters. */
export async function listTransactions(
  db: DbOrTx,
  deps: PaginationDeps,
  partition: Partition,
  query: PageQuery,
  filters: TransactionFilters,
): Promise<Page<TransactionRow> & { parties: Map<string, PartySummary> }> {
  const f = filters;
  const base = and(
    inPartition(transactions, partition),
    f.status ? eq(transactions.status, f.status) : undefined,
    f.accountType ? eq(transactions.accountType, f.accountType) : undefined,
    f.sellerId ? eq(transactions.sellerId, f.sellerId) : undefined,
    f.buyerId ? eq(transactions.buyerId, f.buyerId) : undefined,
    f.userId ? or(eq(transactions.sellerId, f.userId), eq(transactions.buyerId, f.userId)) : undefined,
    f.currency ? eq(transactions.currency, f.currency.toUpperCase()) : undefined,
    f.createdFrom ? gte(transactions.createdAt, f.createdFrom) : undefined,
    f.createdTo ? lte(transactions.createdAt, f.createdTo) : undefined,
    f.requestStatus ? requestIs(f.requestStatus) : undefined,
    f.testClockId ? eq(transactions.testClockId, f.testClockId) : undefined,
  );
  const page = await paginate(deps, query, {
    scope: `transactions:${partition.environmentId}:${JSON.stringify(filters)}`,
    idPattern: idPattern('transaction'),
    fetch: (keyset) =>
      db
        .select()
        .from(transactions)
        .where(keysetWhere(transactions.id, keyset, base))
        .orderBy(keysetOrder(transactions.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
  return { ...page, parties: await loadParties(db, partition, page.data) };
}

/** The newest transaction of a user that is not released, refunded or cancelled; not_found when none. */
export async function currentTransaction(
  db: DbOrTx,
  partition: Partition,
  userId: string,
): Promise<{ row: TransactionRow; parties: Map<string, PartySummary> }> {
  const eitherParty = or(eq(transactions.sellerId, userId), eq(transactions.buyerId, userId));
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(inPartition(transactions, partition), eitherParty, notInArray(transactions.status, [...TERMINAL_STATUSES])))
    .orderBy(desc(transactions.id))
    .limit(1);
  if (!row) throw new AppError('not_found', { param: 'userId', message: `No open transaction for user ${userId}.` });
  return { row, parties: await loadParties(db, partition, [row]) };
}

export interface DisputeAwaiting {
  transaction: TransactionRow;
  dispute: DisputeRow;
  evidence: EvidenceRow[];
}

/** Disputed transactions, oldest first (the queue is worked from the oldest), a page at a time, each with its open dispute and evidence. */
export async function disputesAwaiting(
  db: DbOrTx,
  deps: PaginationDeps,
  partition: Partition,
  query: PageQuery,
): Promise<Page<DisputeAwaiting> & { parties: Map<string, PartySummary> }> {
  const base = and(inPartition(transactions, partition), eq(transactions.status, 'disputed'));
  const page = await paginate(deps, query, {
    scope: `disputes_awaiting:${partition.environmentId}`,
    idPattern: idPattern('transaction'),
    oldestFirst: true,
    fetch: (keyset) =>
      db
        .select()
        .from(transactions)
        .where(keysetWhere(transactions.id, keyset, base))
        .orderBy(keysetOrder(transactions.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
  if (page.data.length === 0) return { ...page, data: [], parties: new Map() };
  const parties = await loadParties(db, partition, page.data);
  const open = await db
    .select()
    .from(disputes)
    .where(
      and(
        eq(disputes.environmentId, partition.environmentId),
        eq(disputes.status, 'open'),
        inArray(
          disputes.transactionId,
          page.data.map((t) => t.id),
        ),
      ),
    );
  const evidence = await evidenceOf(
    db,
    partition,
    open.map((d) => d.id),
  );
  const data = page.data.flatMap((transaction) => {
    const dispute = open.find((d) => d.transactionId === transaction.id);
    return dispute ? [{ transaction, dispute, evidence: evidence.get(dispute.id) ?? [] }] : [];
  });
  return { ...page, data, parties };
}
