import { z } from 'zod';
import { ENVIRONMENT_TYPES } from '../../db/schema/index.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { listEnvironments as readEnvironments, toEnvironment } from '../../services/environments.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { environmentSchema } from './environment.types.ts';

export const listEnvironments = keyProcedure('environments.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/environments',
      tags: ['Environments'],
      summary: 'List environments',
      description: "The tenant's environments (live and sandbox), newest first, with cursor pagination.",
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
    const page = await readEnvironments(ctx.db, ctx.deps, ctx.principal.tenantId, query, { type });
    return { ...page, data: page.data.map(toEnvironment) };
  });
