import { z } from 'zod';
import { listEvents as readEvents } from '../../services/events.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { eventPattern } from '../webhooks/webhook.types.ts';
import { eventSchema, toEvent } from './event.types.ts';

export const listEvents = keyProcedure('events.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/events',
      tags: ['Events'],
      summary: 'List events',
      description:
        'The outbox of this environment, newest first. `type` filters as webhook subscriptions do: an exact type, `*`, or `prefix.*` (`transaction.*`); an unknown type is 400.',
    },
  })
  .input(
    z
      .object({ ...pageQueryShape, type: eventPattern().optional() })
      .strict()
      .optional(),
  )
  .output(pageOutput(eventSchema))
  .query(async ({ ctx, input = {} }) => {
    const { type, ...query } = input;
    const page = await readEvents(ctx.readDb, ctx.deps, ctx.principal, query, { type });
    return { ...page, data: page.data.map((row) => toEvent(row, ctx.principal.livemode)) };
  });
