import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { events } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import { keysetOrder, keysetWhere, paginate } from '../../services/pagination.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { eventTypesMatching } from '../../services/event-types.ts';
import { eventPattern } from '../webhooks/webhook.types.ts';
import { eventSchema, toEvent } from './event.types.ts';

/** The same filter endpoints subscribe with: one type, `*`, or `prefix.*` (expanded to the catalogue's types, so the index serves it). */
function typeFilter(type: string | undefined) {
  if (!type || type === '*') return undefined;
  return type.endsWith('.*') ? inArray(events.type, eventTypesMatching(type)) : eq(events.type, type);
}

export const listEvents = keyProcedure('events.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/events',
      tags: ['Events'],
      summary: 'List events',
      description: 'The outbox of this environment, newest first. `type` filters as webhook subscriptions do: an exact type, `*`, or `prefix.*` (`transaction.*`); an unknown type is 400.',
    },
  })
  .input(z.object({ ...pageQueryShape, type: eventPattern().optional() }).strict().optional())
  .output(pageOutput(eventSchema))
  .query(({ ctx, input = {} }) => {
    const { principal, db } = ctx;
    const base = and(eq(events.environmentId, principal.environmentId), eq(events.tenantId, principal.tenantId), typeFilter(input.type));
    return paginate(ctx.deps, input, {
      scope: `events:${principal.environmentId}:${input.type ?? '*'}`,
      idPattern: idPattern('event'),
      fetch: (keyset) => db.select().from(events).where(keysetWhere(events.id, keyset, base)).orderBy(keysetOrder(events.id, keyset)).limit(keyset.take),
      map: (row) => toEvent(row, principal.livemode),
    });
  });
