import { z } from 'zod';
import { getEvent as readEvent } from '../../services/events.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { eventIdParam, eventSchema, toEvent } from './event.types.ts';

export const getEvent = keyProcedure('events.read')
  .meta({ openapi: { method: 'GET', path: '/v1/events/{id}', tags: ['Events'], summary: 'Retrieve an event' } })
  .input(z.object({ id: eventIdParam }).strict())
  .output(eventSchema)
  .query(async ({ ctx, input }) => toEvent(await readEvent(ctx.db, ctx.principal, input.id), ctx.principal.livemode));
