import { keyProcedure } from '../../trpc/procedures.ts';
import { noInput } from '../shared/schemas.ts';
import { tenantSchema, toTenant } from './tenant.types.ts';

export const getMe = keyProcedure('tenants.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/tenants/me',
      tags: ['Tenants'],
      summary: 'Retrieve the calling tenant',
      description: 'The tenant resolved from the key pair, with the environment the key belongs to.',
    },
  })
  .input(noInput)
  .output(tenantSchema)
  .query(({ ctx }) => toTenant(ctx.principal));
