import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { disputes, transactions } from '../../db/schema/index.ts';
import { recordAudit } from '../../services/audit.ts';
import { listLogs, reviewLog } from '../../services/sanctions-logs.ts';
import { evidenceOf, loadParties, resolveDispute } from '../../services/transactions.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { LIMITS, queryInt } from '../shared/schemas.ts';
import { logEntrySchema, logIdParam, toLogEntry } from '../sanctions/sanctions.types.ts';
import { disputeSchema, toDispute, toTransaction, transactionIdParam, transactionSchema } from '../transactions/transaction.types.ts';
import { actorOf, environmentParam, resolveEnvironment, TAG } from './shared.ts';

const QUEUE_MAX_PAGE = 1_000_000;
const QUEUE_MAX_LIMIT = 100;
/** The disputes page shows the oldest this many at once (the queue is worked from the oldest). */
const DISPUTES_MAX = 100;

const note = () => z.string().trim().min(1).max(LIMITS.text);

export const sanctionsQueue = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/sanctions/queue',
      tags: [TAG],
      summary: 'Sanctions matches awaiting review',
      description: 'The log entries in `possible_match`, newest first, page-numbered like the sanctions log: `{items, total, page, limit, totalPages}` (page default 1, limit default 50).',
    },
  })
  .input(
    z
      .object({
        environment: environmentParam,
        page: queryInt(1, QUEUE_MAX_PAGE, 1, 'Page number, from 1.').optional(),
        limit: queryInt(1, QUEUE_MAX_LIMIT, 50, `Entries per page, 1–${QUEUE_MAX_LIMIT}.`).optional(),
      })
      .strict(),
  )
  .output(
    z.object({
      items: z.array(logEntrySchema).max(QUEUE_MAX_LIMIT),
      total: z.int().min(0),
      page: z.int().min(1).max(QUEUE_MAX_PAGE),
      limit: z.int().min(1).max(QUEUE_MAX_LIMIT),
      totalPages: z.int().min(0),
    }),
  )
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const result = await listLogs(ctx.db, env, { status: 'possible_match' }, input.page ?? 1, input.limit ?? 50);
    return { ...result, items: result.items.map(toLogEntry) };
  });

export const reviewSanctions = memberProcedure('sanctions.review')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/sanctions/{id}/review',
      tags: [TAG],
      summary: 'Review a possible match',
      description: '`false_positive` releases the hold on the user; `true_match` disables the user. Records the member as reviewer; fires `sanctions.reviewed`; written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ environment: environmentParam, id: logIdParam, decision: z.enum(['true_match', 'false_positive']), note: note().optional() }).strict())
  .output(logEntrySchema)
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    return ctx.db.transaction(async (tx) => {
      const env = await resolveEnvironment(tx, session, input.environment);
      const row = await reviewLog(tx, env, input.id, { decision: input.decision, note: input.note ?? null }, `member:${session.memberId}`, now);
      await recordAudit(
        tx,
        actorOf(session),
        {
          tenantId: env.tenantId,
          environmentId: env.environmentId,
          action: 'sanctions.reviewed',
          targetType: 'sanctions_log',
          targetId: row.id,
          before: { status: 'possible_match' },
          after: { status: row.status, note: row.reviewNote, userId: row.userId, userDisabled: input.decision === 'true_match' },
        },
        now,
      );
      return toLogEntry(row);
    });
  });

const awaitingSchema = z.object({ transaction: transactionSchema, dispute: disputeSchema }).meta({ id: 'DashboardDisputeAwaiting' });

export const disputesAwaiting = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/disputes',
      tags: [TAG],
      summary: 'Disputes awaiting a decision',
      description: `Transactions in \`disputed\`, oldest first (at most ${DISPUTES_MAX}; \`hasMore\` says whether there are more), each with its open dispute and evidence.`,
    },
  })
  .input(z.object({ environment: environmentParam }).strict())
  .output(z.object({ data: z.array(awaitingSchema).max(DISPUTES_MAX), hasMore: z.boolean() }))
  .query(async ({ ctx, input }) => {
    const { db } = ctx;
    const env = await resolveEnvironment(db, ctx.session, input.environment);
    const rows = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.environmentId, env.environmentId), eq(transactions.tenantId, env.tenantId), eq(transactions.status, 'disputed')))
      .orderBy(asc(transactions.id))
      .limit(DISPUTES_MAX + 1);
    const page = rows.slice(0, DISPUTES_MAX);
    if (page.length === 0) return { data: [], hasMore: false };
    const parties = await loadParties(db, env, page);
    const open = await db
      .select()
      .from(disputes)
      .where(and(eq(disputes.environmentId, env.environmentId), eq(disputes.status, 'open'), inArray(disputes.transactionId, page.map((t) => t.id))));
    const evidence = await evidenceOf(db, env, open.map((d) => d.id));
    const data = page.flatMap((t) => {
      const dispute = open.find((d) => d.transactionId === t.id);
      return dispute ? [{ transaction: toTransaction(t, parties, env.livemode), dispute: toDispute(dispute, evidence.get(dispute.id) ?? []) }] : [];
    });
    return { data, hasMore: rows.length > DISPUTES_MAX };
  });

export const resolveDisputeProcedure = memberProcedure('disputes.resolve')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/disputes/{transactionId}/resolve',
      tags: [TAG],
      summary: 'Resolve a dispute',
      description: 'disputed → released or refunded. Release is refused on a sanctions hold or a disabled party. Fires `transaction.status.changed`; written to the audit log.',
    },
    errorCodes: ['invalid_state', 'sanctions_hold', 'user_disabled'],
  })
  .input(z.object({ environment: environmentParam, transactionId: transactionIdParam, outcome: z.enum(['released', 'refunded']), note: note().optional() }).strict())
  .output(disputeSchema)
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    return ctx.db.transaction(async (tx) => {
      const env = await resolveEnvironment(tx, session, input.environment);
      const { transaction, dispute } = await resolveDispute(tx, env, input.transactionId, { outcome: input.outcome, note: input.note ?? null }, now);
      await recordAudit(
        tx,
        actorOf(session),
        {
          tenantId: env.tenantId,
          environmentId: env.environmentId,
          action: 'dispute.resolved',
          targetType: 'transaction',
          targetId: transaction.id,
          before: { status: 'disputed', disputeId: dispute.id },
          after: { status: transaction.status, outcome: dispute.outcome, note: dispute.note },
        },
        now,
      );
      return toDispute(dispute, (await evidenceOf(tx, env, [dispute.id])).get(dispute.id) ?? []);
    });
  });
