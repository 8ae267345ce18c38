import { z } from 'zod';
import { ENVIRONMENT_TYPES } from '../../db/schema/index.ts';
import { listEnvironments as readEnvironments, toEnvironment } from '../../services/environments.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { environmentSchema } from '../environments/environment.types.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { TAG } from './shared.ts';

export const listEnvironments = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/environments',
      tags: [TAG],
      summary: "The tenant's environments",
      description:
        'Its live and sandbox environments with their settings, as `GET /v1/environments` lists them (cursor pagination like every list). ' +
        'Owners and admins change them with `PATCH /v1/environments/{id}`.',
    },
  })
  .input(
    z
      .object({ ...pageQueryShape, type: z.enum(ENVIRONMENT_TYPES).optional() })
      .strict()
      .optional(),
  )
  .output(pageOutput(environmentSchema))
  .query(async ({ ctx, input = {} }) => {
    const { type, ...query } = input;
    const page = await readEnvironments(ctx.db, ctx.deps, ctx.session.tenantId, query, { type });
    return { ...page, data: page.data.map(toEnvironment) };
  });
