import { z } from 'zod';
import { USER_STATUSES } from '../../db/schema/index.ts';
import { idPattern } from '../../lib/ids.ts';
import type { UserRow } from '../../services/users.ts';
import { iso, timestamp } from '../shared/schemas.ts';

export const userIdParam = z
  .string()
  .regex(idPattern('user'), { message: 'Must be a user id (usr_…).' })
  .meta({ description: 'User id.', example: 'usr_01JD0000000000000000000000' });

export const userSchema = z
  .object({
    id: z.string().meta({ example: 'usr_01JD0000000000000000000000' }),
    name: z.string(),
    email: z.string().meta({ description: 'As given, domain lower-cased.' }),
    phone: z.string().nullable().meta({ description: 'Null for a user created as an unknown-email transaction party.' }),
    tenantId: z.string(),
    status: z.enum(USER_STATUSES),
    metadata: z.record(z.string(), z.string()),
    livemode: z.boolean(),
    createdAt: timestamp(),
  })
  .meta({ id: 'User' });

/** `livemode` comes from the caller's environment: users live in exactly one. */
export function toUser(row: UserRow, livemode: boolean): z.infer<typeof userSchema> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    tenantId: row.tenantId,
    status: row.status,
    metadata: row.metadata,
    livemode,
    createdAt: iso(row.createdAt),
  };
}
