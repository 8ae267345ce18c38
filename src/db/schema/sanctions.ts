import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantConstraints } from './columns.ts';

export const SANCTIONS_SOURCES = ['ofac-sdn', 'un-consolidated'] as const;
export const ENTRY_TYPES = ['individual', 'entity', 'vessel', 'aircraft'] as const;
export const SANCTIONS_LOG_STATUSES = ['possible_match', 'no_match', 'false_positive', 'true_match'] as const;

/** One imported version of a list; exactly one per source is active (swapped atomically on import). */
export const sanctionsLists = pgTable(
  'sanctions_lists',
  {
    id: text('id').primaryKey(),
    source: text('source', { enum: SANCTIONS_SOURCES }).notNull(),
    version: text('version').notNull(),
    entries: integer('entries').notNull(),
    aliases: integer('aliases').notNull(),
    active: boolean('active').notNull().default(false),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sanctions_lists_source_idx').on(t.source, t.active)],
);

export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => sanctionsLists.id, { onDelete: 'cascade' }),
    sourceRef: text('source_ref').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ENTRY_TYPES }).notNull(),
    country: text('country'),
    programs: text('programs'),
    aliases: text('aliases').array().notNull(),
  },
  (t) => [index('sanctions_entries_list_idx').on(t.listId)],
);

/** One row per screening attempt of a user (the spec's sanctions log entry). */
export const sanctionsLogs = pgTable(
  'sanctions_logs',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    caseId: text('case_id').notNull(),
    attemptId: text('attempt_id').notNull(),
    userId: text('user_id').notNull(),
    kycId: text('kyc_id'),
    transactionId: text('transaction_id'),
    /** Why the screening ran: user_created, kyc_complete, transaction_created, gate, list_update, ad_hoc. */
    trigger: text('trigger').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: SANCTIONS_LOG_STATUSES }).notNull(),
    matchScore: real('match_score').notNull(),
    matchedLists: text('matched_lists').array().notNull(),
    entityName: text('entity_name'),
    entityCountry: text('entity_country'),
    entryId: text('entry_id'),
    billable: boolean('billable').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantConstraints('sanctions_logs', t),
    index('sanctions_logs_user_idx').on(t.environmentId, t.userId, t.status),
    index('sanctions_logs_created_idx').on(t.environmentId, t.createdAt),
    check('sanctions_logs_status_check', sql`${t.status} in ('possible_match', 'no_match', 'false_positive', 'true_match')`),
  ],
);
