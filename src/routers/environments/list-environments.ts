import { z } from 'zod';
import type { DbOrTx } from '../../db/query.ts';
import type { PaginationDeps } from '../../services/pagination.ts';
import { ENVIRONMENT_TYPES } from '../../db/schema/index.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
import { listEnvironments as readEnvironments, toEnvironment } from '../../services/environments.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { environmentSchema } from './environment.types.ts';

/** The query of a list of a tenant's environments: pagination and an optional type (the API's and the dashboard's). */
export const environmentsQuery = z
  .object({ ...pageQueryShape, type: z.enum(ENVIRONMENT_TYPES).optional() })
  .strict()
  .optional();

/** One page of a tenant's environments, as the API and the dashboard answer it. */
export async function environmentsPage(db: DbOrTx, deps: PaginationDeps, tenantId: string, input: z.infer<typeof environmentsQuery> = {}) {
  const { type, ...query } = input;
  const page = await readEnvironments(db, deps, tenantId, query, { type });
  return { ...page, data: page.data.map(toEnvironment) };
}

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
  .input(environmentsQuery)
  .output(pageOutput(environmentSchema))
  .query(({ ctx, input }) => environmentsPage(ctx.db, ctx.deps, ctx.principal.tenantId, input));
