import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ENVIRONMENT_TYPES, environments } from '../../db/schema/index.ts';
import { ENVIRONMENT_ID_PATTERN } from '../../lib/ids.ts';
import { keysetOrder, keysetWhere, paginate } from '../../services/pagination.ts';
import { toEnvironment } from '../../services/tenants.ts';
import { pageOutput, pageQueryShape } from '../shared/schemas.ts';
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
  .input(z.object({ ...pageQueryShape, type: z.enum(ENVIRONMENT_TYPES).optional() }).strict().optional())
  .output(pageOutput(environmentSchema))
  .query(({ ctx, input = {} }) => {
    const { db } = ctx;
    const base = and(eq(environments.tenantId, ctx.principal.tenantId), input.type ? eq(environments.type, input.type) : undefined);
    return paginate(ctx.deps, input, {
      scope: `environments:${ctx.principal.tenantId}`,
      idPattern: ENVIRONMENT_ID_PATTERN,
      fetch: (keyset) =>
        db
          .select()
          .from(environments)
          .where(keysetWhere(environments.id, keyset, base))
          .orderBy(keysetOrder(environments.id, keyset))
          .limit(keyset.take),
      map: toEnvironment,
    });
  });
