import { z } from 'zod';
import { ENVIRONMENT_TYPES } from '../../db/schema/index.ts';
import { environmentsOf, toEnvironment } from '../../services/environments.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { environmentSchema } from '../environments/environment.types.ts';
import { noInput } from '../shared/schemas.ts';
import { TAG } from './shared.ts';

export const listEnvironments = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/environments',
      tags: [TAG],
      summary: "The tenant's environments",
      description: 'Its live and sandbox environments with their settings. Owners and admins change them with `PATCH /v1/environments/{id}`.',
    },
  })
  .input(noInput)
  .output(z.object({ data: z.array(environmentSchema).max(ENVIRONMENT_TYPES.length) }))
  .query(async ({ ctx }) => ({ data: (await environmentsOf(ctx.db, ctx.session.tenantId)).map(toEnvironment) }));
