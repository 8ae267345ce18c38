import { z } from 'zod';
import { getEnvironment as readEnvironment, toEnvironment } from '../../services/environments.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { environmentIdParam, environmentSchema } from './environment.types.ts';

export const getEnvironment = keyProcedure('environments.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/environments/{id}',
      tags: ['Environments'],
      summary: 'Retrieve an environment',
      description: "Either environment of the calling tenant. Another tenant's environment is 404, never 403.",
    },
  })
  .input(z.object({ id: environmentIdParam }).strict())
  .output(environmentSchema)
  .query(async ({ ctx, input }) => toEnvironment(await readEnvironment(ctx.db, ctx.principal.tenantId, input.id)));
