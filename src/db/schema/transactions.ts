import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenantColumns, tenantConstraints, tenantForeignKey } from './partition.ts';
import { testClocks } from './test-clocks.ts';
import { users } from './users.ts';

export const TRANSACTION_STATUSES = ['created', 'invited', 'accepted', 'funded', 'disputed', 'released', 'refunded', 'cancelled'] as const;
export const ACCOUNT_TYPES = ['escrow', 'wire', 'card', 'bank_transfer', 'real_estate'] as const;
export const PARTY_ROLES = ['seller', 'buyer'] as const;

export interface HistoryEntry {
  status: (typeof TRANSACTION_STATUSES)[number];
  at: string;
  /** Set when the service moved the status on its own: `auto_release` with the rule that fired (`timeline`). */
  reason?: 'auto_release';
  rule?: 'timeline';
}

/** Who may end a transaction before funding: the tenant's backend, or a party on the hosted page. */
export const CANCELLED_BY = ['api', 'seller', 'buyer'] as const;

export const SETTLEMENT_REQUEST_TYPES = ['release', 'refund'] as const;
/** A request is `pending` until the counterparty agrees, a dispute opens, the requester withdraws it, or the money moves otherwise. */
export const SETTLEMENT_REQUEST_STATUSES = ['pending', 'agreed', 'disputed', 'withdrawn', 'settled'] as const;

/**
 * A party's request that the money move against the other party's interest
 * (the seller asks for release, the buyer for a refund): decisions §7.
 * Only the latest request is kept here; every one is also an event.
 */
export interface SettlementRequest {
  type: (typeof SETTLEMENT_REQUEST_TYPES)[number];
  requestedBy: (typeof PARTY_ROLES)[number];
  reason: string | null;
  requestedAt: string;
  status: (typeof SETTLEMENT_REQUEST_STATUSES)[number];
  closedAt: string | null;
}

export interface Timeline {
  deliveryDays: number | null;
  inspectionDays: number | null;
}

export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    /** Unguessable public reference for the hosted party pages. */
    token: text('token').notNull(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    title: text('title').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    sellerId: text('seller_id').notNull(),
    buyerId: text('buyer_id').notNull(),
    initiator: text('initiator', { enum: PARTY_ROLES }).notNull(),
    timeline: jsonb('timeline').$type<Timeline>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** Appended by the same UPDATE that changes `status`. */
    history: jsonb('history').$type<HistoryEntry[]>().notNull(),
    fundingReference: text('funding_reference'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /** The latest release/refund request made on the hosted party page; null when there never was one. */
    settlementRequest: jsonb('settlement_request').$type<SettlementRequest>(),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    cancellationReason: text('cancellation_reason'),
    /**
     * When the service releases a funded transaction on its own: set at funding to funded-at +
     * (deliveryDays + inspectionDays) days, null without a timeline. Kept after the status moves on.
     */
    autoReleaseAt: timestamp('auto_release_at', { withTimezone: true, mode: 'date' }),
    /** When `transaction.inspection_ending` was written (24 h before `autoReleaseAt`); null until then. */
    inspectionReminderSentAt: timestamp('inspection_reminder_sent_at', { withTimezone: true, mode: 'date' }),
    /** A due auto-release a gate refused (sanctions hold, disabled party) is tried again from then on. */
    autoReleaseRetryAt: timestamp('auto_release_retry_at', { withTimezone: true, mode: 'date' }),
    /**
     * The sanctions log entries this transaction relied on at creation, one per party: a screening made then, or the
     * party's last one when neither the active list versions nor its screened data had changed (decisions §9). Null before 0022.
     */
    sellerScreeningId: text('seller_screening_id'),
    buyerScreeningId: text('buyer_screening_id'),
    /** Sandbox only: the test clock whose time this transaction lives on (src/services/transactions/time.ts); never changes. */
    testClockId: text('test_clock_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Grows with every create: the indexes its queries read and no more (test/indexes.test.ts), each written on every insert.
    tenantForeignKey('transactions', t),
    // GET /v1/transactions newest first, keyset on the id (and the overview's counts): what one index per partition key did, one index less.
    index('transactions_env_id_idx').on(t.environmentId, t.id),
    uniqueIndex('transactions_token_uq').on(t.token),
    index('transactions_env_seller_idx').on(t.environmentId, t.sellerId),
    index('transactions_env_buyer_idx').on(t.environmentId, t.buyerId),
    // The timeline job's claims: only funded rows with a deadline, soonest first.
    index('transactions_auto_release_idx').on(t.autoReleaseAt).where(sql`${t.status} = 'funded' and ${t.autoReleaseAt} is not null`),
    // A clock's run and list filter: the transactions on one clock.
    index('transactions_test_clock_idx').on(t.testClockId).where(sql`${t.testClockId} is not null`),
    foreignKey({
      name: 'transactions_test_clock_fk',
      columns: [t.testClockId, t.environmentId, t.tenantId],
      foreignColumns: [testClocks.id, testClocks.environmentId, testClocks.tenantId],
    }),
    foreignKey({
      name: 'transactions_seller_fk',
      columns: [t.sellerId, t.environmentId, t.tenantId],
      foreignColumns: [users.id, users.environmentId, users.tenantId],
    }),
    foreignKey({
      name: 'transactions_buyer_fk',
      columns: [t.buyerId, t.environmentId, t.tenantId],
      foreignColumns: [users.id, users.environmentId, users.tenantId],
    }),
    // Target of disputes' foreign key, which carries the tenant (test/distribution.test.ts).
    unique('transactions_id_tenant_uq').on(t.id, t.tenantId),
    check('transactions_parties_differ', sql`${t.sellerId} <> ${t.buyerId}`),
    check('transactions_amount_positive', sql`${t.amount} > 0`),
    check('transactions_status_check', sql`${t.status} in ('created', 'invited', 'accepted', 'funded', 'disputed', 'released', 'refunded', 'cancelled')`),
    check('transactions_cancelled_by_check', sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('api', 'seller', 'buyer')`),
  ],
);

/** Where a managed dispute stands: waiting for the parties' evidence until `evidenceDueAt`, then (both or neither answered) in the operator's queue. */
export const MANAGED_DISPUTE_STATUSES = ['awaiting_evidence', 'awaiting_decision'] as const;
/** Who decided a dispute, and by which rule: the tenant, the service by the evidence deadline, or the operator. */
export const DISPUTE_RULES = ['tenant_decision', 'evidence_deadline', 'operator_decision'] as const;

export const disputes = pgTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    transactionId: text('transaction_id').notNull(),
    openedBy: text('opened_by', { enum: PARTY_ROLES }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    outcome: text('outcome', { enum: ['released', 'refunded'] }),
    note: text('note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** The environment had managed disputes on when this one opened: the service decides it, never the tenant. */
    managed: boolean('managed').notNull().default(false),
    /** Managed only: a party with no evidence by then loses by default. */
    evidenceDueAt: timestamp('evidence_due_at', { withTimezone: true, mode: 'date' }),
    /** Managed and open only; null once resolved. */
    managedStatus: text('managed_status', { enum: MANAGED_DISPUTE_STATUSES }),
    /** Set on resolution. */
    rule: text('rule', { enum: DISPUTE_RULES }),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantConstraints('disputes', t),
    index('disputes_transaction_idx').on(t.transactionId),
    foreignKey({ name: 'disputes_transaction_fk', columns: [t.transactionId, t.tenantId], foreignColumns: [transactions.id, transactions.tenantId] }),
    unique('disputes_id_tenant_uq').on(t.id, t.tenantId),
    // The deadline job's claim: open managed disputes waiting for evidence, by deadline.
    index('disputes_evidence_due_idx').on(t.evidenceDueAt).where(sql`${t.managedStatus} = 'awaiting_evidence'`),
    check('disputes_managed_status_check', sql`${t.managedStatus} is null or ${t.managedStatus} in ('awaiting_evidence', 'awaiting_decision')`),
    check('disputes_rule_check', sql`${t.rule} is null or ${t.rule} in ('tenant_decision', 'evidence_deadline', 'operator_decision')`),
  ],
);

/**
 * Who really put a piece of evidence on record (decisions §13): `party`, the party itself on its hosted page; `tenant`, the
 * tenant's backend with API keys (on behalf of `submittedBy`). Null on evidence recorded before this was kept.
 */
export const EVIDENCE_SOURCES = ['party', 'tenant'] as const;

export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    disputeId: text('dispute_id').notNull(),
    /** The party the evidence speaks for. */
    submittedBy: text('submitted_by', { enum: PARTY_ROLES }).notNull(),
    /** In a managed dispute only `party` evidence counts for its party at the deadline; null (older rows) counts for nobody. */
    source: text('source', { enum: EVIDENCE_SOURCES }),
    description: text('description').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantConstraints('dispute_evidence', t),
    index('dispute_evidence_dispute_idx').on(t.disputeId),
    foreignKey({ name: 'dispute_evidence_dispute_fk', columns: [t.disputeId, t.tenantId], foreignColumns: [disputes.id, disputes.tenantId] }),
    check('dispute_evidence_source_check', sql`${t.source} is null or ${t.source} in ('party', 'tenant')`),
  ],
);
