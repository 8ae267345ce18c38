/**
 * Every index on the tables that grow with every user and every call is written on every insert (issue 35): each
 * one here is listed with the query it serves, and an index added or dropped without updating this list fails.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { fileHarness } from './helpers/harness.ts';

const h = fileHarness();

const JUSTIFIED: Record<string, Record<string, string>> = {
  users: {
    users_pkey: 'lookups by id; the target of per-user foreign keys (id, environment_id, tenant_id)',
    users_env_id_idx: "an environment's users newest first (GET /v1/users, the dashboard's list), keyset on the id",
    users_identity_uq: "add-user's identity (email key) per tenant and environment, and ?email=",
  },
  events: {
    events_pkey: "lookups by id; the target of webhook deliveries' foreign key (id, tenant_id); the retention sweep's id range",
    events_env_id_idx: 'GET /v1/events newest first, keyset on the id',
    events_env_type_id_idx: 'GET /v1/events?type=',
    events_test_clock_idx: "a sandbox test clock's page: what the clock did (partial: only events of objects on a clock)",
    events_undispatched_idx: "the webhook worker's outbox claim (partial: only events not yet dispatched)",
  },
  transactions: {
    transactions_pkey: 'lookups by id (every transaction route)',
    transactions_id_tenant_uq: "the target of disputes' foreign key (id, tenant_id)",
    transactions_env_id_idx: "an environment's transactions newest first (GET /v1/transactions, the dashboard), keyset on the id; the overview's counts",
    transactions_token_uq: "the hosted party pages' public token",
    transactions_env_seller_idx: "a user's transactions as seller (?userId=, a party's open transactions, link recovery)",
    transactions_env_buyer_idx: "a user's transactions as buyer (?userId=, a party's open transactions, link recovery)",
    transactions_auto_release_idx: "the timeline job's claims (partial: funded rows with a deadline)",
    transactions_test_clock_idx: "a test clock's run and list filter (partial: transactions on a clock)",
  },
  user_screenings: {
    user_screenings_pkey: 'one row per user: the screening state a transaction or the gate reads',
    user_screenings_due_idx: 'first screenings waiting (partial: never-screened users only)',
    user_screenings_rescreen_idx: 're-screens after a list import, by generation (partial: screened users)',
  },
  sanctions_logs: {
    sanctions_logs_pkey: 'lookups by id (review)',
    sanctions_logs_created_idx: "the log's pages and the export, newest or oldest first, date ranges",
    sanctions_logs_user_idx: '?userId= (and ?kycId=), the funding gate’s unreviewed matches',
    sanctions_logs_status_idx: '?status= other than no_match (partial: those few entries)',
    sanctions_logs_transaction_idx: '?transactionId= (partial: entries written at transaction creation)',
  },
};

describe('indexes of the tables that grow with calls', () => {
  it('are exactly the ones listed with the query each serves', async () => {
    const rows = await queryRows<{ table: string; index: string }>(
      h.db,
      sql`select tablename as table, indexname as index from pg_indexes where schemaname = 'public' and tablename in (${sql.join(
        Object.keys(JUSTIFIED).map((t) => sql`${t}`),
        sql`, `,
      )}) order by 1, 2`,
    );
    const actual: Record<string, string[]> = {};
    for (const r of rows) (actual[r.table] ??= []).push(r.index);
    const expected = Object.fromEntries(Object.entries(JUSTIFIED).map(([t, indexes]) => [t, Object.keys(indexes).sort()]));
    expect(actual).toEqual(expected);
  });
});
