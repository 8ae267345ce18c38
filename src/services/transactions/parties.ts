/** Who the parties of a transaction are: their roles, and their users loaded in one query. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { kycRecords, users } from '../../db/schema/index.ts';
import type { Partition } from '../events.ts';
import type { PartyRole, TransactionRow } from './types.ts';

export function counterpartyRole(row: Pick<TransactionRow, 'initiator'>): PartyRole {
  return row.initiator === 'seller' ? 'buyer' : 'seller';
}

export function partyId(row: Pick<TransactionRow, 'sellerId' | 'buyerId'>, role: PartyRole): string {
  return role === 'seller' ? row.sellerId : row.buyerId;
}

export interface PartySummary {
  id: string;
  name: string;
  email: string;
  status: string;
  kycStatus: string;
}

/** Some users of one environment with their KYC status, in one query, by id. */
export async function userSummaries(db: DbOrTx, partition: Partition, ids: readonly string[]): Promise<Map<string, PartySummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status, kycStatus: kycRecords.status })
    .from(users)
    .innerJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(and(eq(users.environmentId, partition.environmentId), inArray(users.id, unique)));
  return new Map(found.map((p) => [p.id, p]));
}

/** The users of several transactions in one query (for lists and the full object). */
export function loadParties(db: DbOrTx, partition: Partition, rows: readonly TransactionRow[]): Promise<Map<string, PartySummary>> {
  return userSummaries(
    db,
    partition,
    rows.flatMap((r) => [r.sellerId, r.buyerId]),
  );
}
