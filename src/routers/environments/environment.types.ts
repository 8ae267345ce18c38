import { z } from 'zod';
import { ENVIRONMENT_STATUSES, ENVIRONMENT_TYPES } from '../../db/schema/index.ts';
import { ENVIRONMENT_ID_PATTERN } from '../../lib/ids.ts';
import type { EnvironmentRow } from '../../services/tenants.ts';
import { iso, timestamp } from '../shared/schemas.ts';

export const environmentIdParam = z
  .string()
  .regex(ENVIRONMENT_ID_PATTERN, { message: 'Must be 24 lowercase hexadecimal characters.' })
  .meta({ description: 'Environment id: 24 hexadecimal characters.', example: '0193a5b2c4d1e8f0a1b2c3d4' });

export const environmentSchema = z
  .object({
    id: z.string().meta({ example: '0193a5b2c4d1e8f0a1b2c3d4' }),
    tenantId: z.string(),
    name: z.string(),
    type: z.enum(ENVIRONMENT_TYPES),
    status: z.enum(ENVIRONMENT_STATUSES),
    apiVersion: z.literal('v1'),
    webhookRetries: z.int(),
    debugLogging: z.boolean(),
    rateLimitPerMinute: z.int().nullable().meta({ description: 'Per-minute override; null means the plan default applies.' }),
    livemode: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'Environment' });

export type EnvironmentOut = z.infer<typeof environmentSchema>;

export function toEnvironment(row: EnvironmentRow): EnvironmentOut {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    type: row.type,
    status: row.status,
    apiVersion: 'v1',
    webhookRetries: row.webhookRetries,
    debugLogging: row.debugLogging,
    rateLimitPerMinute: row.rateLimitPerMinute,
    livemode: row.type === 'live',
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
