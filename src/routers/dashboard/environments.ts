import { environmentSchema } from '../environments/environment.types.ts';
import { environmentsPage, environmentsQuery } from '../environments/list-environments.ts';
import { pageOutput } from '../shared/schemas.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
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
  .input(environmentsQuery)
  .output(pageOutput(environmentSchema))
  .query(({ ctx, input }) => environmentsPage(ctx.db, ctx.deps, ctx.session.tenantId, input));
