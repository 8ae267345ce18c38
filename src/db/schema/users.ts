import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';

export const USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export const KYC_STATUSES = ['not_started', 'pending', 'complete', 'rejected'] as const;

/** Fields are null when the flow (or the tenant's own provider) did not establish them. */
export interface VerifiedIdentity {
  name: string | null;
  /** ISO 8601 date, YYYY-MM-DD. */
  dateOfBirth: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  documentType: string | null;
  documentNumberLast4: string | null;
}

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    /** As given, with the domain lower-cased. */
    email: text('email').notNull(),
    /** The identity key: the whole address lower-cased, unique per tenant + environment. */
    emailKey: text('email_key').notNull(),
    /** Null for users created as an unknown-email transaction party. */
    phone: text('phone'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('invited'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** Null until first screened: the background screener takes these first. */
    screenedAt: timestamp('screened_at', { withTimezone: true, mode: 'date' }),
    /** The list generation the user was last screened against; below the newest one, a re-screen is due (docs/api.md, sanctions). */
    screenedGeneration: integer('screened_generation').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantConstraints('users', t),
    index('users_unscreened_idx').on(t.id).where(sql`${t.screenedAt} is null`),
    // Two queues, each with its own index: first screenings above, re-screens after a list change here.
    index('users_rescreen_idx').on(t.screenedGeneration, t.id).where(sql`${t.screenedAt} is not null and ${t.status} <> 'disabled'`),
    uniqueIndex('users_identity_uq').on(t.tenantId, t.environmentId, t.emailKey),
    check('users_status_check', sql`${t.status} in ('invited', 'active', 'disabled')`),
    // Target of composite foreign keys from per-user rows (KYC, later parties).
    unique('users_id_env_uq').on(t.id, t.environmentId),
  ],
);

export const kycRecords = pgTable(
  'kyc_records',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    userId: text('user_id').notNull(),
    status: text('status', { enum: KYC_STATUSES }).notNull().default('not_started'),
    currentStep: integer('current_step').notNull().default(0),
    result: jsonb('result')
      .$type<{ identity: string | null; document: string | null; liveness: string | null }>()
      .notNull()
      .default({ identity: null, document: null, liveness: null }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** What the verification established about the person (decisions §8); null until a step supplies it. */
    verified: jsonb('verified').$type<VerifiedIdentity>(),
    /** The verified name is far from the account name (rule in docs/api.md, KYC). */
    nameMismatch: boolean('name_mismatch').notNull().default(false),
    submittedOn: timestamp('submitted_on', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantConstraints('kyc_records', t),
    uniqueIndex('kyc_records_user_uq').on(t.userId),
    foreignKey({ name: 'kyc_records_user_fk', columns: [t.userId, t.environmentId], foreignColumns: [users.id, users.environmentId] }),
    check('kyc_records_status_check', sql`${t.status} in ('not_started', 'pending', 'complete', 'rejected')`),
  ],
);

/** Identity documents uploaded in the hosted flow: bytes kept in the database, type decided by sniffing, never served as HTML. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    kycId: text('kyc_id')
      .notNull()
      .references(() => kycRecords.id),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [...tenantConstraints('kyc_documents', t), index('kyc_documents_kyc_id_idx').on(t.kycId)],
);
