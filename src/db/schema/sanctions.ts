import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';

export const SANCTIONS_SOURCES = ['ofac-sdn', 'un-consolidated', 'opensanctions'] as const;
export const ENTRY_TYPES = ['individual', 'entity', 'vessel', 'aircraft'] as const;
export const SANCTIONS_LOG_STATUSES = ['possible_match', 'no_match', 'false_positive', 'true_match'] as const;
export const LIST_CHANGES = ['added', 'changed', 'removed'] as const;

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
    /**
     * Screened in sandbox environments only, never in live: the demo's excerpt of the lists (a fresh
     * embedded database imports it at first start). A version of the same source imported for all
     * environments replaces it.
     */
    sandboxOnly: boolean('sandbox_only').notNull().default(false),
    /**
     * Imports are numbered 1, 2, 3… across all sources, in commit order (imports are serialized).
     * A user screened against generation G needs a re-screen against the entries changed after G.
     */
    generation: integer('generation').notNull().default(0),
    /** The difference from the version it replaced (a first import of a source: everything added). */
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
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
    /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`; a range of years is listed year by year. */
    birthDates: text('birth_dates').array().notNull().default(sql`'{}'::text[]`),
    /** ISO 3166-1 alpha-2 codes: nationality, citizenship, addresses. */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    /** The generation whose import added the entry or last changed what screening compares (names, aliases, type, birth dates, countries). */
    changedIn: integer('changed_in').notNull().default(0),
  },
  (t) => [index('sanctions_entries_list_idx').on(t.listId, t.changedIn)],
);

/** What an import changed against the version it replaced, entry by entry (removals are recorded here and close nothing). */
export const sanctionsListChanges = pgTable(
  'sanctions_list_changes',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => sanctionsLists.id, { onDelete: 'cascade' }),
    sourceRef: text('source_ref').notNull(),
    change: text('change', { enum: LIST_CHANGES }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    index('sanctions_list_changes_list_idx').on(t.listId),
    check('sanctions_list_changes_change_check', sql`${t.change} in ('added', 'changed', 'removed')`),
  ],
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
    /** Why the screening ran: background (first screening), list_update, kyc_complete, transaction_created, gate. */
    trigger: text('trigger').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: SANCTIONS_LOG_STATUSES }).notNull(),
    matchScore: real('match_score').notNull(),
    matchedLists: text('matched_lists').array().notNull(),
    entityName: text('entity_name'),
    entityCountry: text('entity_country'),
    entryId: text('entry_id'),
    /** Which of the user's names made the hit: `account` (users.name) or `verified` (the KYC record's verified name). */
    nameSource: text('name_source'),
    screenedName: text('screened_name'),
    /** The listed name or alias it matched. */
    matchedName: text('matched_name'),
    /** How the date of birth and the country compared: match, mismatch or unknown. */
    dateOfBirthMatch: text('date_of_birth_match'),
    countryMatch: text('country_match'),
    /** The list versions (sanctions_lists ids) the screening was done against: empty when none was loaded. */
    listVersions: text('list_versions').array().notNull().default(sql`'{}'::text[]`),
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
