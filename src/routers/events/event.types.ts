import { z } from 'zod';
import type { EventRow } from '../../services/events.ts';
import { idParam, iso, LIMITS, objectId, timestamp } from '../shared/schemas.ts';

export const eventSchema = z
  .object({
    id: objectId().meta({ example: 'evt_01JD0000000000000000000000' }),
    type: z.string().max(LIMITS.eventType).meta({ example: 'tenant.users.invite' }),
    tenantId: objectId(),
    livemode: z.boolean(),
    createdAt: timestamp(),
    // The keys are field names the service chooses (`userId`, `status`, …).
    data: z.record(z.string().max(LIMITS.label), z.unknown()).meta({ description: 'Depends on `type`.' }),
  })
  .meta({ id: 'Event' });

export const eventIdParam = idParam('event', 'Must be an event id (evt_…).');

export function toEvent(row: EventRow, livemode: boolean): z.infer<typeof eventSchema> {
  return { id: row.id, type: row.type, tenantId: row.tenantId, livemode, createdAt: iso(row.createdAt), data: row.data };
}
