import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { environments, tenants } from './tenants.ts';

/** Who a message is for: a party of an escrow (per environment, listable in sandbox) or a dashboard member (never listable). */
export const EMAIL_AUDIENCES = ['party', 'member'] as const;
/**
 * `stored`: composed while no SMTP server was configured, never sent; `queued`: waiting for its (next) attempt;
 * `sent`: the SMTP server took it; `failed`: refused for good, or every retry used.
 */
export const EMAIL_STATUSES = ['stored', 'queued', 'sent', 'failed'] as const;

/**
 * The email outbox (decisions §13): every message the service composes, sent
 * by the job runner's email worker (claims with FOR UPDATE SKIP LOCKED and a
 * lease, retries with backoff) and kept 30 days. Bodies carry the recipient's
 * own link, so they are sealed at rest (AES-256-GCM under the signing
 * secret); the subject and recipient are not secret. Party messages belong to
 * an environment; member messages (invitations, unlock links) to a tenant or,
 * for an unlock link, to no tenant at all.
 */
export const emails = pgTable(
  'emails',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').references(() => tenants.id),
    environmentId: text('environment_id'),
    audience: text('audience', { enum: EMAIL_AUDIENCES }).notNull(),
    /** What the message says: `transaction.funded`, `link.recovery`, `member.invite`, … (docs/api.md, Email). */
    template: text('template').notNull(),
    /** The transaction a party message is about, and the party it is for (soft references). */
    transactionId: text('transaction_id'),
    userId: text('user_id'),
    /** The outbox event it was composed from (events have their own retention). */
    eventId: text('event_id'),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    subject: text('subject').notNull(),
    textSealed: text('text_sealed').notNull(),
    htmlSealed: text('html_sealed').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull(),
    /** Attempts started (a claim counts, so a crash mid-send still uses one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** A worker's claim; another worker may take the message once it lapses. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The Message-ID header it went out with (the same on every attempt). */
    messageId: text('message_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('emails_tenant_id_idx').on(t.tenantId),
    /** The outbox list: an environment's messages newest first. */
    index('emails_env_id_idx').on(t.environmentId, t.id),
    /** The worker's claim: queued messages by when they are due. */
    index('emails_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'queued'`),
    /** The 30-day retention sweep. */
    index('emails_created_at_idx').on(t.createdAt),
    foreignKey({ name: 'emails_environment_tenant_fk', columns: [t.environmentId, t.tenantId], foreignColumns: [environments.id, environments.tenantId] }),
    check('emails_audience_check', sql`${t.audience} in ('party', 'member')`),
    check('emails_status_check', sql`${t.status} in ('stored', 'queued', 'sent', 'failed')`),
    // A party message always names its environment.
    check('emails_party_environment_check', sql`${t.audience} <> 'party' or (${t.environmentId} is not null and ${t.tenantId} is not null)`),
  ],
);
