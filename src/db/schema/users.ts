import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns.ts';
import { tenantColumns, tenantConstraints, tenantForeignKey } from './partition.ts';

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
    // The primary key is (id, environment_id, tenant_id): per-user rows' foreign keys name all three (same environment,
    // same tenant; test/distribution.test.ts), and one index serves them and lookups by id.
    id: text('id').notNull(),
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
    // Where the user stands with screening lives in user_screenings (sanctions.ts): a narrow row rewritten by each screening.
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Every index here is written by every bulk-loaded user; each serves the query named beside it (test/indexes.test.ts lists them).
    tenantForeignKey('users', t),
    // The users list (API and dashboard): an environment's users newest first, keyset on the id.
    index('users_env_id_idx').on(t.environmentId, t.id),
    // add-user's and the email filter's identity lookup, and the uniqueness of the identity key.
    uniqueIndex('users_identity_uq').on(t.tenantId, t.environmentId, t.emailKey),
    check('users_status_check', sql`${t.status} in ('invited', 'active', 'disabled')`),
    primaryKey({ name: 'users_pkey', columns: [t.id, t.environmentId, t.tenantId] }),
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
    foreignKey({
      name: 'kyc_records_user_fk',
      columns: [t.userId, t.environmentId, t.tenantId],
      foreignColumns: [users.id, users.environmentId, users.tenantId],
    }),
    // Target of kyc_documents' foreign key, which carries the tenant (test/distribution.test.ts).
    unique('kyc_records_id_tenant_uq').on(t.id, t.tenantId),
    check('kyc_records_status_check', sql`${t.status} in ('not_started', 'pending', 'complete', 'rejected')`),
  ],
);

/** Identity documents uploaded in the hosted flow: bytes kept in the database, type decided by sniffing, never served as HTML. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    kycId: text('kyc_id').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantConstraints('kyc_documents', t),
    index('kyc_documents_kyc_id_idx').on(t.kycId),
    foreignKey({ name: 'kyc_documents_kyc_fk', columns: [t.kycId, t.tenantId], foreignColumns: [kycRecords.id, kycRecords.tenantId] }),
  ],
);
