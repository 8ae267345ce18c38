import { z } from 'zod';
import { KYC_STATUSES, SETTLEMENT_REQUEST_STATUSES, TRANSACTION_STATUSES, USER_STATUSES } from '../../db/schema/index.ts';
import { environmentOverview } from '../../services/overview.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { listTransactions as readTransactions } from '../../services/transactions/lists.ts';
import { readTransaction } from '../../services/transactions/read.ts';
import { listUsers as readUsers } from '../../services/users.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { eventSchema, toEvent } from '../events/event.types.ts';
import { listDisputes } from '../../services/transactions/disputes.ts';
import { disputeSchema, toDispute, toTransaction, transactionIdParam, transactionSchema } from '../transactions/transaction.types.ts';
import { toUser, userSchema } from '../users/user.types.ts';
import { environmentParam, resolveEnvironment, TAG } from './shared.ts';

const RECENT_EVENTS = 10;
const countSchema = () => z.int().min(0);

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
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const { counts, recentEvents } = await environmentOverview(ctx.db, env, RECENT_EVENTS);
    return { counts, recentEvents: recentEvents.map((e) => toEvent(e, env.livemode)) };
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
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const page = await readTransactions(ctx.db, ctx.deps, env, input, { status: input.status, requestStatus: input.requestStatus });
    return { data: page.data.map((row) => toTransaction(row, page.parties, env.livemode)), hasMore: page.hasMore, nextCursor: page.nextCursor };
  });

export const getTransaction = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/transactions/{id}',
      tags: [TAG],
      summary: 'Retrieve a transaction',
      description: 'The full object, with its history and its dispute (null when none was opened), evidence included.',
    },
  })
  .input(z.object({ environment: environmentParam, id: transactionIdParam }).strict())
  .output(transactionSchema.extend({ dispute: disputeSchema.nullable() }).meta({ id: 'DashboardTransaction' }))
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const { row, parties } = await readTransaction(ctx.db, env, input.id);
    // A transaction has one dispute at most: disputed ends in released or refunded, which are final.
    const dispute = (await listDisputes(ctx.db, env, row.id)).at(-1);
    return { ...toTransaction(row, parties, env.livemode), dispute: dispute ? toDispute(dispute, env.livemode, dispute.evidence) : null };
  });

export const dashboardUserSchema = userSchema.extend({ kycStatus: z.enum(KYC_STATUSES) }).meta({ id: 'DashboardUser' });

export const listUsers = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/users',
      tags: [TAG],
      summary: 'List users with their KYC status',
      description: 'Newest first; filter by `status`.',
    },
  })
  .input(z.object({ environment: environmentParam, status: z.enum(USER_STATUSES).optional(), ...pageQueryShape }).strict())
  .output(pageOutput(dashboardUserSchema))
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const page = await readUsers(ctx.db, ctx.deps, env, input, { status: input.status });
    return { ...page, data: page.data.map(({ user, kycStatus }) => ({ ...toUser(user, env.livemode), kycStatus })) };
  });
