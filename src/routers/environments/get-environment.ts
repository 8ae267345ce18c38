import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { environments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { toEnvironment } from '../../services/tenants.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { environmentIdParam, environmentSchema } from './environment.types.ts';

export const getEnvironment = keyProcedure('environments.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/environments/{id}',
      tags: ['Environments'],
      summary: 'Retrieve an environment',
      description: 'Either environment of the calling tenant. Another tenant\'s environment is 404, never 403.',
    },
  })
  .input(z.object({ id: environmentIdParam }).strict())
  .output(environmentSchema)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select()
      .from(environments)
      .where(and(eq(environments.id, input.id), eq(environments.tenantId, ctx.principal.tenantId)));
    if (!row) throw new AppError('not_found', { param: 'id', message: `No such environment: ${input.id}` });
    return toEnvironment(row);
  });
