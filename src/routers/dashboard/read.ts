import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  disputes,
  events,
  kycRecords,
  KYC_STATUSES,
  sanctionsLogs,
  SETTLEMENT_REQUEST_STATUSES,
  TRANSACTION_STATUSES,
  transactions,
  USER_STATUSES,
  users,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import { keysetOrder, keysetWhere, paginate } from '../../services/pagination.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { loadParties, readTransaction } from '../../services/transactions.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { eventSchema, toEvent } from '../events/event.types.ts';
import { toTransaction, transactionIdParam, transactionSchema } from '../transactions/transaction.types.ts';
import { toUser, userSchema } from '../users/user.types.ts';
import { environmentParam, resolveEnvironment, TAG } from './shared.ts';

const RECENT_EVENTS = 10;
const countSchema = () => z.int().min(0);
/** Transactions whose latest settlement request (decisions §7) has this status. */
const requestIs = (status: (typeof SETTLEMENT_REQUEST_STATUSES)[number]) => sql`${transactions.settlementRequest}->>'status' = ${status}`;


export const overview = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/overview',
      tags: [TAG],
      summary: 'Overview: counts and recent events',
      description:
        'Counts for the environment (users, transactions by status, settlement requests awaiting an answer, open disputes, sanctions matches awaiting review, ' +
        'webhook endpoints) and its 10 newest events.',
    },
  })
  .input(z.object({ environment: environmentParam }).strict())
  .output(
    z.object({
      counts: z.object({
        users: countSchema(),
        transactions: z.record(z.enum(TRANSACTION_STATUSES), countSchema()),
        pendingRequests: countSchema().meta({ description: "Funded transactions with a party's release or refund request awaiting the other party." }),
        openDisputes: countSchema(),
        sanctionsToReview: countSchema(),
        webhookEndpoints: countSchema(),
      }),
      recentEvents: z.array(eventSchema).max(RECENT_EVENTS),
    }),
  )
  .query(async ({ ctx, input }) => {
    const { db } = ctx;
    const env = await resolveEnvironment(db, ctx.session, input.environment);
    const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
    const inEnv = <T extends { environmentId: any; tenantId: any }>(t: T) => and(eq(t.environmentId, env.environmentId), eq(t.tenantId, env.tenantId));
    const byStatus = await db.select({ status: transactions.status, n: count() }).from(transactions).where(inEnv(transactions)).groupBy(transactions.status);
    const txCounts = Object.fromEntries(TRANSACTION_STATUSES.map((s) => [s, 0])) as Record<(typeof TRANSACTION_STATUSES)[number], number>;
    for (const row of byStatus) txCounts[row.status] = Number(row.n);
    const recent = await db.select().from(events).where(inEnv(events)).orderBy(desc(events.id)).limit(RECENT_EVENTS);
    return {
      counts: {
        users: n(await db.select({ n: count() }).from(users).where(inEnv(users))),
        transactions: txCounts,
        pendingRequests: n(await db.select({ n: count() }).from(transactions).where(and(inEnv(transactions), requestIs('pending')))),
        openDisputes: n(await db.select({ n: count() }).from(disputes).where(and(inEnv(disputes), eq(disputes.status, 'open')))),
        sanctionsToReview: n(await db.select({ n: count() }).from(sanctionsLogs).where(and(inEnv(sanctionsLogs), eq(sanctionsLogs.status, 'possible_match')))),
        webhookEndpoints: n(await db.select({ n: count() }).from(webhookEndpoints).where(and(inEnv(webhookEndpoints), isNull(webhookEndpoints.deletedAt)))),
      },
      recentEvents: recent.map((e) => toEvent(e, env.livemode)),
    };
  });

export const listTransactions = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/transactions',
      tags: [TAG],
      summary: 'List transactions',
      description:
        'Newest first; filter by `status` and by the status of the latest settlement request ' +
        "(`requestStatus=pending`: awaiting the other party's answer).",
    },
  })
  .input(
    z
      .object({
        environment: environmentParam,
        status: z.enum(TRANSACTION_STATUSES).optional(),
        requestStatus: z.enum(SETTLEMENT_REQUEST_STATUSES).optional(),
        ...pageQueryShape,
      })
      .strict(),
  )
  .output(pageOutput(transactionSchema))
  .query(async ({ ctx, input }) => {
    const { db } = ctx;
    const env = await resolveEnvironment(db, ctx.session, input.environment);
    const base = and(
      eq(transactions.environmentId, env.environmentId),
      eq(transactions.tenantId, env.tenantId),
      input.status ? eq(transactions.status, input.status) : undefined,
      input.requestStatus ? requestIs(input.requestStatus) : undefined,
    );
    const page = await paginate(ctx.deps, input, {
      // Cursors are bound to this list, this environment and these filters.
      scope: `dashboard-transactions:${env.environmentId}:${input.status ?? '*'}:${input.requestStatus ?? '*'}`,
      idPattern: idPattern('transaction'),
      fetch: (keyset) => db.select().from(transactions).where(keysetWhere(transactions.id, keyset, base)).orderBy(keysetOrder(transactions.id, keyset)).limit(keyset.take),
      map: (row) => row,
    });
    const parties = await loadParties(db, env, page.data);
    return { ...page, data: page.data.map((row) => toTransaction(row, parties, env.livemode)) };
  });

export const getTransaction = memberProcedure('dashboard.read')
  .meta({ openapi: { method: 'GET', path: '/v1/dashboard/transactions/{id}', tags: [TAG], summary: 'Retrieve a transaction', description: 'The full object, with its history.' } })
  .input(z.object({ environment: environmentParam, id: transactionIdParam }).strict())
  .output(transactionSchema)
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const { row, parties } = await readTransaction(ctx.db, env, input.id);
    return toTransaction(row, parties, env.livemode);
  });

export const dashboardUserSchema = userSchema.extend({ kycStatus: z.enum(KYC_STATUSES) }).meta({ id: 'DashboardUser' });

export const listUsers = memberProcedure('dashboard.read')
  .meta({ openapi: { method: 'GET', path: '/v1/dashboard/users', tags: [TAG], summary: 'List users with their KYC status', description: 'Newest first; filter by `status`.' } })
  .input(z.object({ environment: environmentParam, status: z.enum(USER_STATUSES).optional(), ...pageQueryShape }).strict())
  .output(pageOutput(dashboardUserSchema))
  .query(async ({ ctx, input }) => {
    const { db } = ctx;
    const env = await resolveEnvironment(db, ctx.session, input.environment);
    const base = and(eq(users.environmentId, env.environmentId), eq(users.tenantId, env.tenantId), input.status ? eq(users.status, input.status) : undefined);
    return paginate(ctx.deps, input, {
      scope: `dashboard-users:${env.environmentId}:${input.status ?? '*'}`,
      idPattern: idPattern('user'),
      fetch: (keyset) =>
        db
          .select({ user: users, kycStatus: kycRecords.status })
          .from(users)
          .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
          .where(keysetWhere(users.id, keyset, base))
          .orderBy(keysetOrder(users.id, keyset))
          .limit(keyset.take)
          .then((rows) => rows.map((r) => ({ id: r.user.id, ...r }))),
      map: (r) => ({ ...toUser(r.user, env.livemode), kycStatus: r.kycStatus ?? 'not_started' }),
    });
  });
