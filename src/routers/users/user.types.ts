import { z } from 'zod';
import { USER_STATUSES } from '../../db/schema/index.ts';
import type { UserRow } from '../../services/users.ts';
import { EMAIL_MAX, metadataSchema, NAME_MAX, PHONE_MAX } from '../../services/user-input.ts';
import { idParam, iso, objectId, timestamp } from '../shared/schemas.ts';

export const userIdParam = idParam('user', 'Must be a user id (usr_…).').meta({ description: 'User id.', example: 'usr_01JD0000000000000000000000' });

export const userSchema = z
  .object({
    id: objectId().meta({ example: 'usr_01JD0000000000000000000000' }),
    name: z.string().max(NAME_MAX),
    email: z.string().max(EMAIL_MAX).meta({ description: 'As given, domain lower-cased.' }),
    phone: z.string().max(PHONE_MAX).nullable().meta({ description: 'Null for a user created as an unknown-email transaction party.' }),
    tenantId: objectId(),
    status: z.enum(USER_STATUSES),
    metadata: metadataSchema,
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
