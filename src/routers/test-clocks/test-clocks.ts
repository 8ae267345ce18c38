import { z } from 'zod';
import { keyActor } from '../../services/audit.ts';
import {
  advanceTestClock as advance,
  createTestClock as create,
  deleteTestClock as remove,
  FROZEN_TIME_RANGE_YEARS,
  getTestClock as read,
  listTestClocks as list,
  MAX_ADVANCE_YEARS,
  MAX_TEST_CLOCKS_PER_ENVIRONMENT,
} from '../../services/test-clocks/clocks.ts';
import type { ApiScope } from '../../services/scopes.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { objectId, pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { clockTimeInput, testClockIdParam, testClockNameInput, testClockSchema, toTestClock } from './test-clock.types.ts';

const TAG = 'Test clocks';
const SANDBOX_ONLY = 'Sandbox keys only: a live key gets 404 `not_found` on every test-clock route.';

/** A key procedure that answers a live key 404 before reading its input or Idempotency-Key, as if the route did not exist. */
const clockProcedure = (scope: ApiScope) => keyProcedure(scope).meta({ sandboxOnly: true });

export const createTestClock = clockProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/test-clocks',
      tags: [TAG],
      summary: 'Create a test clock',
      description:
        'A clock frozen at `frozenTime` (within ' +
        `${FROZEN_TIME_RANGE_YEARS} years of now). Transactions created with its \`testClockId\` live on its time: their history, deadlines, ` +
        'auto-release, reminders, party links and managed-dispute deadlines; advance it to run what their days bring. ' +
        `An environment has at most ${MAX_TEST_CLOCKS_PER_ENVIRONMENT} clocks (409 \`invalid_state\` beyond). ${SANDBOX_ONLY} Honours \`Idempotency-Key\`.`,
    },
    errorCodes: ['invalid_state', 'not_found'],
  })
  .input(z.object({ frozenTime: clockTimeInput(), name: testClockNameInput.optional() }).strict())
  .output(testClockSchema)
  .mutation(async ({ ctx, input }) => toTestClock(await create(ctx.db, ctx.principal, input, keyActor(ctx.principal), ctx.deps.clock.now())));

export const listTestClocks = clockProcedure('transactions.read')
  .meta({
    openapi: { method: 'GET', path: '/v1/test-clocks', tags: [TAG], summary: 'List test clocks', description: `Newest first. ${SANDBOX_ONLY}` },
    errorCodes: ['not_found'],
  })
  .input(
    z
      .object({ ...pageQueryShape })
      .strict()
      .optional(),
  )
  .output(pageOutput(testClockSchema))
  .query(async ({ ctx, input = {} }) => {
    const page = await list(ctx.db, ctx.deps, ctx.principal, input);
    return { ...page, data: page.data.map(toTestClock) };
  });

export const getTestClock = clockProcedure('transactions.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/test-clocks/{id}',
      tags: [TAG],
      summary: 'Retrieve a test clock',
      description: `Poll it after an advance: \`status\` is \`ready\` when everything due has happened (a \`test_clock.ready\` event says so too). ${SANDBOX_ONLY}`,
    },
  })
  .input(z.object({ id: testClockIdParam }).strict())
  .output(testClockSchema)
  .query(async ({ ctx, input }) => toTestClock(await read(ctx.db, ctx.principal, input.id)));

export const advanceTestClock = clockProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/test-clocks/{id}/advance',
      tags: [TAG],
      summary: 'Advance a test clock',
      description:
        `Moves the clock forward to \`to\` (after its \`frozenTime\`, at most ${MAX_ADVANCE_YEARS} years later; else 400 \`validation_failed\`). ` +
        'Answers at once with `status: advancing`; the service then runs, in time order, everything due on the clock’s transactions — ' +
        '`transaction.inspection_ending` reminders, auto-releases, managed-dispute evidence deadlines — with the same events real time would write ' +
        '(plus `testClockId` in their data), and ends with `status: ready` and a `test_clock.ready` event. Until then changes to its transactions answer 409 ' +
        '`test_clock_advancing`, and advancing it again 409 `invalid_state`. A clock in `internal_failure` may be advanced again to retry. ' +
        `${SANDBOX_ONLY} Honours \`Idempotency-Key\`.`,
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: testClockIdParam, to: clockTimeInput() }).strict())
  .output(testClockSchema)
  .mutation(async ({ ctx, input }) => toTestClock(await advance(ctx.db, ctx.principal, input.id, input.to, keyActor(ctx.principal), ctx.deps.clock.now())));

export const deleteTestClock = clockProcedure('transactions.write')
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/v1/test-clocks/{id}',
      tags: [TAG],
      summary: 'Delete a test clock',
      description:
        'Refused (409 `invalid_state`) while the clock is advancing or while a transaction on it is still open: release, refund or cancel them first. ' +
        'Unlike Stripe, which deletes the objects on a clock, escrow records are never deleted: the finished transactions stay, naming the deleted clock. ' +
        `The clock then answers 404. ${SANDBOX_ONLY}`,
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: testClockIdParam }).strict())
  .output(z.object({ id: objectId(), deleted: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await remove(ctx.db, ctx.principal, input.id, keyActor(ctx.principal), ctx.deps.clock.now());
    return { id: input.id, deleted: true as const };
  });
