import { z } from 'zod';
import { getEvent, listEvents as readEvents } from '../../services/events.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { eventIdParam, eventSchema, toEvent } from '../events/event.types.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { eventPattern } from '../webhooks/webhook.types.ts';
import { environmentParam, resolveEnvironment, TAG } from './shared.ts';

export const listDashboardEvents = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/events',
      tags: [TAG],
      summary: 'List events',
      description: "The environment's events, newest first; `type` filters as `GET /v1/events` does (an exact type, `*` or `prefix.*`).",
    },
  })
  .input(z.object({ environment: environmentParam, type: eventPattern().optional(), ...pageQueryShape }).strict())
  .output(pageOutput(eventSchema))
  .query(async ({ ctx, input: { environment, type, ...query } }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    const page = await readEvents(ctx.db, ctx.deps, env, query, { type });
    return { ...page, data: page.data.map((row) => toEvent(row, env.livemode)) };
  });

export const getDashboardEvent = memberProcedure('dashboard.read')
  .meta({ openapi: { method: 'GET', path: '/v1/dashboard/events/{id}', tags: [TAG], summary: 'Retrieve an event', description: 'One event with its data.' } })
  .input(z.object({ environment: environmentParam, id: eventIdParam }).strict())
  .output(eventSchema)
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    return toEvent(await getEvent(ctx.db, env, input.id), env.livemode);
  });
