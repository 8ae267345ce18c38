import { z } from 'zod';
import type { DbOrTx } from '../../db/query.ts';
import { memberActor } from '../../services/audit.ts';
import {
  advanceTestClock,
  clockEvents,
  createTestClock,
  deleteTestClock,
  getTestClock,
  listTestClocks as readTestClocks,
} from '../../services/test-clocks/clocks.ts';
import { dueSteps, STEP_KINDS } from '../../services/test-clocks/steps.ts';
import { listTransactions } from '../../services/transactions/lists.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { eventSchema, toEvent } from '../events/event.types.ts';
import { iso, objectId, pageOutput, pageQueryShape, timestamp } from '../shared/schemas.ts';
import { clockTimeInput, testClockIdParam, testClockNameInput, testClockSchema, toTestClock } from '../test-clocks/test-clock.types.ts';
import { toTransaction, transactionSchema } from '../transactions/transaction.types.ts';
import { resolveEnvironment, TAG } from './shared.ts';

/** How much of a clock's activity its page shows. */
const SHOWN = { transactions: 100, steps: 20, events: 50 } as const;

const sandbox = (ctx: { db: DbOrTx; session: { tenantId: string } }) => resolveEnvironment(ctx.db, ctx.session, 'sandbox');
const SANDBOX = "The tenant's sandbox environment (test clocks exist in sandbox only).";

export const listTestClocks = memberProcedure('dashboard.read')
  .meta({ openapi: { method: 'GET', path: '/v1/dashboard/test-clocks', tags: [TAG], summary: 'List test clocks', description: `${SANDBOX} Newest first.` } })
  .input(
    z
      .object({ ...pageQueryShape })
      .strict()
      .optional(),
  )
  .output(pageOutput(testClockSchema))
  .query(async ({ ctx, input = {} }) => {
    const page = await readTestClocks(ctx.db, ctx.deps, await sandbox(ctx), input);
    return { ...page, data: page.data.map(toTestClock) };
  });

export const getTestClockActivity = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/test-clocks/{id}',
      tags: [TAG],
      summary: 'A test clock with what it holds, will do and did',
      description:
        `${SANDBOX} The clock; its transactions (newest ${SHOWN.transactions}); the next ${SHOWN.steps} steps an advance would take ` +
        `(reminders, auto-releases, evidence deadlines, earliest first); and the newest ${SHOWN.events} events naming it.`,
    },
  })
  .input(z.object({ id: testClockIdParam }).strict())
  .output(
    z.object({
      clock: testClockSchema,
      transactions: z.array(transactionSchema).max(SHOWN.transactions),
      upcoming: z
        .array(z.object({ kind: z.enum(STEP_KINDS), transactionId: objectId(), at: timestamp() }))
        .max(SHOWN.steps)
        .meta({ description: 'Due before `frozenTime`: runs at the start of the next advance.' }),
      events: z.array(eventSchema).max(SHOWN.events),
    }),
  )
  .query(async ({ ctx, input }) => {
    const env = await sandbox(ctx);
    const clock = await getTestClock(ctx.db, env, input.id);
    const page = await listTransactions(ctx.db, ctx.deps, env, { limit: SHOWN.transactions }, { testClockId: clock.id });
    return {
      clock: toTestClock(clock),
      transactions: page.data.map((row) => toTransaction(row, page.parties, false)),
      upcoming: (await dueSteps(ctx.db, clock, SHOWN.steps)).map((s) => ({ ...s, at: iso(s.at) })),
      events: (await clockEvents(ctx.db, env, clock.id, SHOWN.events)).map((e) => toEvent(e, false)),
    };
  });

export const createTestClockProcedure = memberProcedure('test_clocks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/test-clocks',
      tags: [TAG],
      summary: 'Create a test clock',
      description: `${SANDBOX} As \`POST /v1/test-clocks\`; written to the audit log.`,
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ frozenTime: clockTimeInput(), name: testClockNameInput.optional() }).strict())
  .output(testClockSchema)
  .mutation(async ({ ctx, input }) => toTestClock(await createTestClock(ctx.db, await sandbox(ctx), input, memberActor(ctx.session), ctx.deps.clock.now())));

export const advanceTestClockProcedure = memberProcedure('test_clocks.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/test-clocks/{id}/advance',
      tags: [TAG],
      summary: 'Advance a test clock',
      description: `${SANDBOX} As \`POST /v1/test-clocks/{id}/advance\`; written to the audit log.`,
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: testClockIdParam, to: clockTimeInput() }).strict())
  .output(testClockSchema)
  .mutation(async ({ ctx, input }) =>
    toTestClock(await advanceTestClock(ctx.db, await sandbox(ctx), input.id, input.to, memberActor(ctx.session), ctx.deps.clock.now())),
  );

export const deleteTestClockProcedure = memberProcedure('test_clocks.write')
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/v1/dashboard/test-clocks/{id}',
      tags: [TAG],
      summary: 'Delete a test clock',
      description: `${SANDBOX} As \`DELETE /v1/test-clocks/{id}\` (refused while a transaction on it is open); written to the audit log.`,
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: testClockIdParam }).strict())
  .output(z.object({ id: objectId(), deleted: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await deleteTestClock(ctx.db, await sandbox(ctx), input.id, memberActor(ctx.session), ctx.deps.clock.now());
    return { id: input.id, deleted: true as const };
  });
