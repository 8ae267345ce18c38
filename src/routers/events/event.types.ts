import { z } from 'zod';
import { idPattern } from '../../lib/ids.ts';
import type { EventRow } from '../../services/events.ts';
import { iso, timestamp } from '../shared/schemas.ts';

export const eventSchema = z
  .object({
    id: z.string().meta({ example: 'evt_01JD0000000000000000000000' }),
    type: z.string().meta({ example: 'tenant.users.invite' }),
    tenantId: z.string(),
    livemode: z.boolean(),
    createdAt: timestamp(),
    data: z.record(z.string(), z.unknown()).meta({ description: 'Depends on `type`.' }),
  })
  .meta({ id: 'Event' });

export const eventIdParam = z.string().regex(idPattern('event'), { message: 'Must be an event id (evt_…).' });

export function toEvent(row: EventRow, livemode: boolean): z.infer<typeof eventSchema> {
  return { id: row.id, type: row.type, tenantId: row.tenantId, livemode, createdAt: iso(row.createdAt), data: row.data };
}
