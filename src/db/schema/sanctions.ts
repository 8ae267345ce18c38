import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tenantColumns, tenantForeignKey } from './partition.ts';
import { users } from './users.ts';

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
    tenantForeignKey('sanctions_logs', t),
    // The log's pages and the export, newest or oldest first, date ranges; and the pages' seek (src/services/sanctions/log-pages.ts).
    index('sanctions_logs_created_idx').on(t.environmentId, t.createdAt, t.id),
    // ?userId= (and ?kycId=, through its user), and the funding gate's unreviewed matches of the parties.
    index('sanctions_logs_user_idx').on(t.environmentId, t.userId, t.status),
    // ?status= for the statuses other than no_match: few entries, which a scan of the whole log would look for.
    index('sanctions_logs_status_idx').on(t.environmentId, t.status, t.createdAt, t.id).where(sql`${t.status} <> 'no_match'`),
    // ?transactionId=: the few entries written by a screening at transaction creation.
    index('sanctions_logs_transaction_idx').on(t.environmentId, t.transactionId).where(sql`${t.transactionId} is not null`),
    check('sanctions_logs_status_check', sql`${t.status} in ('possible_match', 'no_match', 'false_positive', 'true_match')`),
  ],
);

/** The rollup's bucket sizes, coarsest first (how long each is kept: src/services/sanctions/log-counts.ts). */
export const LOG_COUNT_SPANS = ['day', 'hour', 'minute', 'second'] as const;

/**
 * The log's entries counted per environment, bucket, status and provider, at four bucket sizes: what gives the
 * log's `total` and finds page N without counting or skipping entries. Kept by triggers on sanctions_logs (every
 * insert, status change and delete, whoever writes: migration 0024), so it cannot drift from the log.
 */
export const sanctionsLogCounts = pgTable(
  'sanctions_log_counts',
  {
    ...tenantColumns(),
    span: text('span', { enum: LOG_COUNT_SPANS }).notNull(),
    /** The bucket's start (UTC): `date_trunc(span, created_at, 'UTC')`. */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: SANCTIONS_LOG_STATUSES }).notNull(),
    provider: text('provider').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'sanctions_log_counts_pk', columns: [t.environmentId, t.span, t.startsAt, t.status, t.provider] }),
    tenantForeignKey('sanctions_log_counts', t),
  ],
);

/**
 * Where each user stands with screening: one narrow row per user, made with the user and rewritten by each
 * screening, so a screening never rewrites the wide, heavily indexed users row (issue 35).
 */
export const userScreenings = pgTable(
  'user_screenings',
  {
    userId: text('user_id').primaryKey(),
    ...tenantColumns(),
    /** Null until first screened: the background screener takes these first. */
    screenedAt: timestamp('screened_at', { withTimezone: true, mode: 'date' }),
    /** The list generation the user was last screened against; below the newest one, a re-screen is due (docs/api.md, sanctions). */
    generation: integer('generation').notNull().default(0),
    /** The log entry of the user's last screening against the whole lists: what a transaction relies on while nothing changed. */
    logId: text('log_id'),
    /** A digest of what that screening compared (names, verified identity, the tenant's threshold); null before it. */
    fingerprint: text('fingerprint'),
  },
  (t) => [
    tenantForeignKey('user_screenings', t),
    foreignKey({
      name: 'user_screenings_user_fk',
      columns: [t.userId, t.environmentId, t.tenantId],
      foreignColumns: [users.id, users.environmentId, users.tenantId],
    }),
    // Two queues, each with its own small index: first screenings, then re-screens after a list change.
    index('user_screenings_due_idx').on(t.userId).where(sql`${t.screenedAt} is null`),
    index('user_screenings_rescreen_idx').on(t.generation, t.userId).where(sql`${t.screenedAt} is not null`),
  ],
);
