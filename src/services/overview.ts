import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/query.ts';
import { disputes, events, sanctionsLogs, TRANSACTION_STATUSES, transactions, users, webhookEndpoints } from '../db/schema/index.ts';
import type { EventRow } from './events.ts';
import { inPartition, type Partition } from './partition.ts';

export interface EnvironmentOverview {
  counts: {
    users: number;
    transactions: Record<(typeof TRANSACTION_STATUSES)[number], number>;
    /** Funded transactions with a party's release or refund request awaiting the other party. */
    pendingRequests: number;
    openDisputes: number;
    sanctionsToReview: number;
    webhookEndpoints: number;
  };
  recentEvents: EventRow[];
}

/** The dashboard's overview of one environment: what needs attention, and the newest events. */
export async function environmentOverview(db: DbOrTx, partition: Partition, recent: number): Promise<EnvironmentOverview> {
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const byStatus = await db
    .select({ status: transactions.status, n: count() })
    .from(transactions)
    .where(inPartition(transactions, partition))
    .groupBy(transactions.status);
  const txCounts = Object.fromEntries(TRANSACTION_STATUSES.map((s) => [s, 0])) as Record<(typeof TRANSACTION_STATUSES)[number], number>;
  for (const row of byStatus) txCounts[row.status] = Number(row.n);
  const recentEvents = await db.select().from(events).where(inPartition(events, partition)).orderBy(desc(events.id)).limit(recent);
  const pending = sql`${transactions.settlementRequest}->>'status' = 'pending'`;
  return {
    counts: {
      users: n(await db.select({ n: count() }).from(users).where(inPartition(users, partition))),
      transactions: txCounts,
      pendingRequests: n(
        await db
          .select({ n: count() })
          .from(transactions)
          .where(and(inPartition(transactions, partition), pending)),
      ),
      openDisputes: n(
        await db
          .select({ n: count() })
          .from(disputes)
          .where(and(inPartition(disputes, partition), eq(disputes.status, 'open'))),
      ),
      sanctionsToReview: n(
        await db
          .select({ n: count() })
          .from(sanctionsLogs)
          .where(and(inPartition(sanctionsLogs, partition), eq(sanctionsLogs.status, 'possible_match'))),
      ),
      webhookEndpoints: n(
        await db
          .select({ n: count() })
          .from(webhookEndpoints)
          .where(and(inPartition(webhookEndpoints, partition), isNull(webhookEndpoints.deletedAt))),
      ),
    },
    recentEvents,
  };
}
