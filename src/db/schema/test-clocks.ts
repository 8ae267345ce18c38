import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';

/**
 * `ready`: nothing to do, objects on it sit at `frozenTime`; `advancing`: the background jobs are moving it to
 * `targetFrozenTime`, step by step; `internal_failure`: a step kept failing, the clock stopped where it got to.
 */
export const TEST_CLOCK_STATUSES = ['ready', 'advancing', 'internal_failure'] as const;

/**
 * Sandbox test clocks (issue 37, decisions §14): a time that only moves when told to. Transactions created on one
 * (`transactions.test_clock_id`) live on its `frozenTime`; advancing runs what their days would have brought.
 * A deleted clock keeps its row (`deletedAt`), so the transactions it held keep naming it.
 */
export const testClocks = pgTable(
  'test_clocks',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    name: text('name'),
    /** The clock's now. While advancing, how far the run got. */
    frozenTime: timestamp('frozen_time', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: TEST_CLOCK_STATUSES }).notNull().default('ready'),
    /** Where an advance is going; kept after an internal failure (the target it did not reach), null when ready. */
    targetFrozenTime: timestamp('target_frozen_time', { withTimezone: true, mode: 'date' }),
    /** Steps of the current advance that failed in a row; the clock fails at TEST_CLOCK_MAX_FAILURES. */
    failures: integer('failures').notNull().default(0),
    failureMessage: text('failure_message'),
    /** Real time: after it the housekeeping sweep deletes the clock once none of its transactions is open. */
    deletesAfter: timestamp('deletes_after', { withTimezone: true, mode: 'date' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantConstraints('test_clocks', t),
    // The target of transactions' (test_clock_id, environment_id, tenant_id) foreign key: a transaction's clock is of its own
    // environment, and the key carries the tenant like every key between tenant tables (test/distribution.test.ts).
    unique('test_clocks_id_env_tenant_uq').on(t.id, t.environmentId, t.tenantId),
    // The clock job's claim looks only at advancing clocks.
    index('test_clocks_advancing_idx').on(t.updatedAt).where(sql`${t.status} = 'advancing'`),
    check('test_clocks_status_check', sql`${t.status} in ('ready', 'advancing', 'internal_failure')`),
  ],
);
