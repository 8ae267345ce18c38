/**
 * One transaction by id: the row (`getTransaction`), and the hot read path —
 * the row with both parties in one prepared statement (`readTransaction`).
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ownSlot } from '../../db/handle.ts';
import type { DbOrTx } from '../../db/query.ts';
import { kycRecords, transactions, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Partition } from '../events.ts';
import { inPartition } from '../partition.ts';
import type { PartySummary } from './parties.ts';
import type { TransactionRow } from './types.ts';

/** One transaction of one tenant's environment. */
export const transactionWhere = (partition: Partition, id: string) => and(eq(transactions.id, id), inPartition(transactions, partition));

export async function getTransaction(db: DbOrTx, partition: Partition, id: string): Promise<TransactionRow> {
  const [row] = await db.select().from(transactions).where(transactionWhere(partition, id));
  if (!row) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
  return row;
}

const sellerUsers = alias(users, 'seller_user');
const buyerUsers = alias(users, 'buyer_user');
const sellerKyc = alias(kycRecords, 'seller_kyc');
const buyerKyc = alias(kycRecords, 'buyer_kyc');

/**
 * The columns of a transaction its API object shows (`toTransaction`), in the order the read selects them: not the
 * whole row. Each column more lengthens the statement's SQL, which postgres.js hashes on every execute (issue 36).
 */
export const transactionViewColumns = {
  id: transactions.id,
  token: transactions.token,
  accountType: transactions.accountType,
  title: transactions.title,
  amount: transactions.amount,
  currency: transactions.currency,
  status: transactions.status,
  sellerId: transactions.sellerId,
  buyerId: transactions.buyerId,
  initiator: transactions.initiator,
  timeline: transactions.timeline,
  metadata: transactions.metadata,
  history: transactions.history,
  fundingReference: transactions.fundingReference,
  acceptedAt: transactions.acceptedAt,
  settlementRequest: transactions.settlementRequest,
  cancelledBy: transactions.cancelledBy,
  cancellationReason: transactions.cancellationReason,
  autoReleaseAt: transactions.autoReleaseAt,
  sellerScreeningId: transactions.sellerScreeningId,
  buyerScreeningId: transactions.buyerScreeningId,
  testClockId: transactions.testClockId,
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
};

/** What a transaction's API object is made of: the row's `transactionViewColumns`. */
export type TransactionView = Pick<TransactionRow, keyof typeof transactionViewColumns>;

/**
 * The read of GET /v1/transactions/{id}, unprepared: `readTransaction` prepares it once per database handle, and
 * bench:http takes its SQL text (`.toSQL()`) for the same-work ceiling.
 */
export function transactionReadQuery(db: DbOrTx) {
  return db
    .select({
      row: transactionViewColumns,
      seller: { id: sellerUsers.id, name: sellerUsers.name, email: sellerUsers.email, status: sellerUsers.status, kycStatus: sellerKyc.status },
      buyer: { id: buyerUsers.id, name: buyerUsers.name, email: buyerUsers.email, status: buyerUsers.status, kycStatus: buyerKyc.status },
    })
    .from(transactions)
    .innerJoin(sellerUsers, eq(sellerUsers.id, transactions.sellerId))
    .innerJoin(buyerUsers, eq(buyerUsers.id, transactions.buyerId))
    .innerJoin(sellerKyc, eq(sellerKyc.userId, transactions.sellerId))
    .innerJoin(buyerKyc, eq(buyerKyc.userId, transactions.buyerId))
    .where(
      and(
        eq(transactions.id, sql.placeholder('id')),
        eq(transactions.environmentId, sql.placeholder('environmentId')),
        eq(transactions.tenantId, sql.placeholder('tenantId')),
      ),
    );
}

/** Prepared once per database handle (src/db/handle.ts). */
const TRANSACTION_READ = Symbol('transaction_with_parties');

/**
 * GET /v1/transactions/{id} in one prepared statement: the transaction with
 * both parties and their KYC status (drizzle sends ad hoc queries unprepared,
 * and Postgres would plan this five-table join on every request).
 */
export async function readTransaction(db: DbOrTx, partition: Partition, id: string): Promise<{ row: TransactionView; parties: Map<string, PartySummary> }> {
  const prepared = ownSlot(db, TRANSACTION_READ, () => transactionReadQuery(db).prepare('transaction_with_parties'));
  const [found] = await prepared.execute({ id, environmentId: partition.environmentId, tenantId: partition.tenantId });
  if (!found) throw new AppError('not_found', { param: 'id', message: `No such transaction: ${id}` });
  return {
    row: found.row,
    parties: new Map([
      [found.seller.id, found.seller],
      [found.buyer.id, found.buyer],
    ]),
  };
}
