import { z } from 'zod';
import { TEST_CLOCK_STATUSES } from '../../db/schema/index.ts';
import type { TestClockRow } from '../../services/test-clocks/clocks.ts';
import { idParam, iso, LIMITS, objectId, timestamp } from '../shared/schemas.ts';

export const testClockIdParam = idParam('testClock', 'Must be a test clock id (clk_…).').meta({
  description: 'Test clock id.',
  example: 'clk_01JD0000000000000000000000',
});

const TIME_MESSAGE = 'Must be an ISO 8601 timestamp with a time zone, such as 2026-12-01T09:00:00Z.';

/** A clock time the caller sends: a full ISO 8601 timestamp with its zone (a zone-less one would be read in the server's zone). */
export const clockTimeInput = () =>
  z
    .string()
    .max(LIMITS.instant, { message: TIME_MESSAGE, abort: true })
    .pipe(z.iso.datetime({ offset: true, message: TIME_MESSAGE }))
    .transform((v) => new Date(v))
    .meta({ description: 'ISO 8601 timestamp with a time zone.', example: '2026-12-01T09:00:00Z' });

export const testClockNameInput = z.string().trim().min(1).max(LIMITS.title);

export const testClockSchema = z
  .object({
    id: objectId().meta({ example: 'clk_01JD0000000000000000000000' }),
    name: z.string().max(LIMITS.title).nullable(),
    frozenTime: timestamp().meta({
      description: "The clock's now: transactions on it live at this time. While advancing, how far the advance got.",
    }),
    status: z.enum(TEST_CLOCK_STATUSES).meta({
      description:
        '`ready`: objects on it are at `frozenTime`. `advancing`: the service is running what their days bring, up to `targetFrozenTime`; ' +
        'changes to them answer 409 `test_clock_advancing` meanwhile. `internal_failure`: a step kept failing and the clock stopped (advance it again to retry).',
    }),
    targetFrozenTime: timestamp().nullable().meta({ description: 'While advancing: where it is going (kept after an internal failure). Null when ready.' }),
    failureMessage: z.string().max(LIMITS.shortText).nullable().meta({ description: 'Why the clock stopped, when `internal_failure`.' }),
    deletesAfter: timestamp().meta({
      description: 'After this (real) time the service deletes the clock, once none of its transactions is open (released, refunded or cancelled).',
    }),
    livemode: z.boolean().meta({ description: 'Always false: test clocks exist in sandbox only.' }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'TestClock' });

export type TestClockOut = z.infer<typeof testClockSchema>;

export function toTestClock(row: TestClockRow): TestClockOut {
  return {
    id: row.id,
    name: row.name,
    frozenTime: iso(row.frozenTime),
    status: row.status,
    targetFrozenTime: row.targetFrozenTime ? iso(row.targetFrozenTime) : null,
    failureMessage: row.failureMessage,
    deletesAfter: iso(row.deletesAfter),
    livemode: false,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
