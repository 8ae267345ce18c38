import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { events } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { eventIdParam, eventSchema, toEvent } from './event.types.ts';

export const getEvent = keyProcedure('events.read')
  .meta({ openapi: { method: 'GET', path: '/v1/events/{id}', tags: ['Events'], summary: 'Retrieve an event' } })
  .input(z.object({ id: eventIdParam }).strict())
  .output(eventSchema)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select()
      .from(events)
      .where(and(eq(events.id, input.id), eq(events.environmentId, ctx.principal.environmentId), eq(events.tenantId, ctx.principal.tenantId)));
    if (!row) throw new AppError('not_found', { param: 'id', message: `No such event: ${input.id}` });
    return toEvent(row, ctx.principal.livemode);
  });
