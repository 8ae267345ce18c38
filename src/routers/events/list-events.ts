import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { events } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import { keysetOrder, keysetWhere, pageOutput, pageQueryShape, paginate } from '../../services/pagination.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS } from '../shared/schemas.ts';
import { eventSchema, toEvent } from './event.types.ts';

export const listEvents = keyProcedure('events.read')
  .meta({
    openapi: { method: 'GET', path: '/v1/events', tags: ['Events'], summary: 'List events', description: 'The outbox of this environment, newest first; filter by exact `type`.' },
  })
  .input(z.object({ ...pageQueryShape, type: z.string().min(1).max(LIMITS.eventType).optional() }).strict().optional())
  .output(pageOutput(eventSchema))
  .query(({ ctx, input = {} }) => {
    const { principal, db } = ctx;
    const base = and(eq(events.environmentId, principal.environmentId), eq(events.tenantId, principal.tenantId), input.type ? eq(events.type, input.type) : undefined);
    return paginate(ctx.deps, input, {
      scope: `events:${principal.environmentId}:${input.type ?? '*'}`,
      idPattern: idPattern('event'),
      fetch: (keyset) => db.select().from(events).where(keysetWhere(events.id, keyset, base)).orderBy(keysetOrder(events.id, keyset)).limit(keyset.take),
      map: (row) => toEvent(row, principal.livemode),
    });
  });
