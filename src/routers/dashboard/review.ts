import { z } from 'zod';
import { memberActor } from '../../services/audit.ts';
import { listLogs, listVersionsOf, reviewLog } from '../../services/sanctions/logs.ts';
import { disputesAwaiting as readDisputesAwaiting } from '../../services/transactions/lists.ts';
import { resolveDispute } from '../../services/transactions/disputes.ts';
import { userSummaries } from '../../services/transactions/parties.ts';
import { USER_STATUSES } from '../../db/schema/index.ts';
import { EMAIL_MAX, NAME_MAX } from '../../services/user-input.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { LIMITS, objectId, pageOutput, pageQueryShape, queryInt } from '../shared/schemas.ts';
import { activeListVersions } from '../../services/sanctions/import.ts';
import { listVersionsField, logEntrySchema, logIdParam, toListVersion, toLogEntry } from '../sanctions/sanctions.types.ts';
import { disputeSchema, toDispute, toTransaction, transactionIdParam, transactionSchema } from '../transactions/transaction.types.ts';
import { environmentParam, resolveEnvironment, TAG } from './shared.ts';

const QUEUE_MAX_PAGE = 1_000_000;
const QUEUE_MAX_LIMIT = 100;
/** The disputes page shows the oldest this many at once (the queue is worked from the oldest). */
const note = () => z.string().trim().min(1).max(LIMITS.text);

/** A queue entry names the person it is about, so a reviewer never has to look an id up. */
const queueEntrySchema = logEntrySchema
  .extend({
    user: z
      .object({ id: objectId(), name: z.string().max(NAME_MAX), email: z.string().max(EMAIL_MAX), status: z.enum(USER_STATUSES) })
      .nullable()
      .meta({ description: 'The screened user; null if it no longer exists.' }),
  })
  .meta({ id: 'DashboardSanctionsQueueEntry' });

export const sanctionsQueue = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/sanctions/queue',
      tags: [TAG],
      summary: 'Sanctions matches awaiting review',
      description:
        'The log entries in `possible_match`, newest first, each with the user it is about, page-numbered like the sanctions log: ' +
        '`{items, total, page, limit, totalPages}` (page default 1, limit default 50).',
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
      items: z.array(queueEntrySchema).max(QUEUE_MAX_LIMIT),
      total: z.int().min(0),
      page: z.int().min(1).max(QUEUE_MAX_PAGE),
      limit: z.int().min(1).max(QUEUE_MAX_LIMIT),
      totalPages: z.int().min(0),
      activeLists: listVersionsField().meta({
        description: "The list versions this environment's screenings use now: empty when none is loaded (then nothing can match).",
      }),
    }),
  )
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const result = await listLogs(ctx.readDb, env, { status: 'possible_match' }, input.page ?? 1, input.limit ?? 50);
    const versions = await listVersionsOf(ctx.readDb, result.items);
    const activeLists = (await activeListVersions(ctx.readDb, env.livemode)).map(toListVersion);
    const people = await userSummaries(
      ctx.readDb,
      env,
      result.items.map((r) => r.userId),
    );
    return {
      ...result,
      items: result.items.map((r) => {
        const user = people.get(r.userId);
        return {
          ...toLogEntry(r, env.livemode, versions),
          user: user ? { id: user.id, name: user.name, email: user.email, status: user.status as (typeof USER_STATUSES)[number] } : null,
        };
      }),
      activeLists,
    };
  });

export const reviewSanctions = memberProcedure('sanctions.review')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/sanctions/{id}/review',
      tags: [TAG],
      summary: 'Review a possible match',
      description:
        '`false_positive` releases the hold on the user; `true_match` disables the user. Records the member as reviewer; fires `sanctions.reviewed`; written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ environment: environmentParam, id: logIdParam, decision: z.enum(['true_match', 'false_positive']), note: note().optional() }).strict())
  .output(logEntrySchema)
  .mutation(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const review = { decision: input.decision, note: input.note ?? null };
    const row = await reviewLog(ctx.db, env, input.id, review, memberActor(ctx.session), ctx.deps.clock.now());
    return toLogEntry(row, env.livemode, await listVersionsOf(ctx.db, [row]));
  });

const awaitingSchema = z.object({ transaction: transactionSchema, dispute: disputeSchema }).meta({ id: 'DashboardDisputeAwaiting' });

export const disputesAwaiting = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/disputes',
      tags: [TAG],
      summary: 'Disputes awaiting a decision',
      description:
        'Transactions in `disputed`, oldest first (the queue is worked from its oldest end), each with its open dispute and evidence; ' +
        'cursor pagination like every list (`nextCursor` leads to newer ones).',
    },
  })
  .input(z.object({ environment: environmentParam, ...pageQueryShape }).strict())
  .output(pageOutput(awaitingSchema))
  .query(async ({ ctx, input: { environment, ...query } }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    const page = await readDisputesAwaiting(ctx.db, ctx.deps, env, query);
    return {
      data: page.data.map((d) => ({
        transaction: toTransaction(d.transaction, page.parties, env.livemode),
        dispute: toDispute(d.dispute, env.livemode, d.evidence),
      })),
      hasMore: page.hasMore,
      nextCursor: page.nextCursor,
    };
  });

export const resolveDisputeProcedure = memberProcedure('disputes.resolve')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/disputes/{transactionId}/resolve',
      tags: [TAG],
      summary: 'Resolve a dispute',
      description:
        'disputed → released or refunded. Release is refused on a sanctions hold or a disabled party. Fires `transaction.status.changed`; written to the audit log. ' +
        'A managed dispute is decided by the service: 409 `managed_dispute`, and nothing changes.',
    },
    errorCodes: ['invalid_state', 'managed_dispute', 'sanctions_hold', 'user_disabled', 'test_clock_advancing'],
  })
  .input(
    z.object({ environment: environmentParam, transactionId: transactionIdParam, outcome: z.enum(['released', 'refunded']), note: note().optional() }).strict(),
  )
  .output(disputeSchema)
  .mutation(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    const decision = { outcome: input.outcome, note: input.note ?? null };
    const { dispute, evidence } = await resolveDispute(ctx.db, env, input.transactionId, decision, memberActor(ctx.session), ctx.deps.clock.now());
    return toDispute(dispute, env.livemode, evidence);
  });
