import { z } from 'zod';
import { TENANT_PLANS } from '../../db/schema/index.ts';
import type { KeyPrincipal } from '../../services/auth.ts';
import { TENANT_NAME_MAX } from '../../services/tenants.ts';
import { iso, objectId, timestamp } from '../shared/schemas.ts';

export const tenantSchema = z
  .object({
    tenantId: objectId().meta({ example: 'tnt_01JD0000000000000000000000' }),
    name: z.string().max(TENANT_NAME_MAX),
    status: z.enum(['active']).meta({ description: 'Always `active` for a tenant that can authenticate.' }),
    plan: z.enum(TENANT_PLANS),
    livemode: z.boolean().meta({ description: 'True when the calling key belongs to the live environment.' }),
    environmentId: objectId().meta({ description: 'The environment of the calling key pair.' }),
    createdAt: timestamp(),
  })
  .meta({ id: 'Tenant' });

export function toTenant(p: KeyPrincipal): z.infer<typeof tenantSchema> {
  return {
    tenantId: p.tenant.id,
    name: p.tenant.name,
    status: 'active',
    plan: p.tenant.plan,
    livemode: p.livemode,
    environmentId: p.environmentId,
    createdAt: iso(p.tenant.createdAt),
  };
}
