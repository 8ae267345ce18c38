import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const TENANT_STATUSES = ['active', 'closed'] as const;
export const TENANT_PLANS = ['standard', 'scale'] as const;
export const TENANT_PERMISSIONS = ['log.view'] as const;
export const ENVIRONMENT_TYPES = ['live', 'sandbox'] as const;
export const ENVIRONMENT_STATUSES = ['active', 'disabled'] as const;
/** Who disabled an environment: the operator (CLI; the tenant cannot undo it) or the tenant's own members. */
export const ENVIRONMENT_DISABLERS = ['operator', 'tenant'] as const;

export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status', { enum: TENANT_STATUSES }).notNull().default('active'),
    plan: text('plan', { enum: TENANT_PLANS }).notNull().default('standard'),
    permissions: text('permissions').array().notNull().default(sql`ARRAY['log.view']::text[]`),
    /** Sanctions match score at or above which a screening is a possible match. */
    sanctionsThreshold: real('sanctions_threshold').notNull().default(0.85),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('tenants_status_check', sql`${t.status} in ('active', 'closed')`), check('tenants_plan_check', sql`${t.plan} in ('standard', 'scale')`)],
);

export const environments = pgTable(
  'environments',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    type: text('type', { enum: ENVIRONMENT_TYPES }).notNull(),
    status: text('status', { enum: ENVIRONMENT_STATUSES }).notNull().default('active'),
    /** Set while disabled: who disabled it. */
    disabledBy: text('disabled_by', { enum: ENVIRONMENT_DISABLERS }),
    apiVersion: text('api_version').notNull().default('v1'),
    webhookRetries: integer('webhook_retries').notNull().default(3),
    debugLogging: boolean('debug_logging').notNull().default(false),
    rateLimitPerMinute: integer('rate_limit_per_minute'),
    /** Disputes opened while this is on are decided by the service (evidence deadline, then the operator), not by the tenant. */
    managedDisputes: boolean('managed_disputes').notNull().default(false),
    /** The service emails the parties of this environment's escrows at every step (decisions §13); off by default. */
    partyEmails: boolean('party_emails').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('environments_tenant_id_idx').on(t.tenantId),
    uniqueIndex('environments_tenant_type_uq').on(t.tenantId, t.type),
    // Target of the composite foreign key every tenant-owned table uses (see partition.ts).
    unique('environments_id_tenant_uq').on(t.id, t.tenantId),
    check('environments_type_check', sql`${t.type} in ('live', 'sandbox')`),
    check('environments_status_check', sql`${t.status} in ('active', 'disabled')`),
    check(
      'environments_disabled_by_check',
      sql`(${t.status} = 'active' and ${t.disabledBy} is null) or (${t.status} = 'disabled' and ${t.disabledBy} in ('operator', 'tenant'))`,
    ),
    check('environments_webhook_retries_check', sql`${t.webhookRetries} between 0 and 20`),
    check('environments_rate_limit_check', sql`${t.rateLimitPerMinute} is null or ${t.rateLimitPerMinute} > 0`),
  ],
);
