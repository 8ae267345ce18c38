import { z } from 'zod';
import { getRequestLog as readRequestLog, listRequestLogs as readRequestLogs } from '../../services/request-logs.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import {
  requestLogFilterShape,
  requestLogIdParam,
  requestLogSchema,
  requestLogSummarySchema,
  toRequestLog,
  toRequestLogSummary,
} from '../request-logs/request-log.types.ts';
import { pageOutput } from '../shared/schemas.ts';
import { environmentParam, resolveEnvironment, TAG } from './shared.ts';

export const listRequestLogs = memberProcedure('logs.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/request-logs',
      tags: [TAG],
      summary: 'List request logs',
      description: 'As `GET /v1/request-logs`: the keyed requests of the environment while its `debugLogging` is on, newest first, kept 7 days.',
    },
  })
  .input(z.object({ environment: environmentParam, ...requestLogFilterShape }).strict())
  .output(pageOutput(requestLogSummarySchema))
  .query(async ({ ctx, input }) => {
    const { environment, limit, starting_after, ending_before, ...filters } = input;
    const env = await resolveEnvironment(ctx.db, ctx.session, environment);
    const page = await readRequestLogs(ctx.readDb, ctx.deps, env, { limit, starting_after, ending_before }, filters);
    return { ...page, data: page.data.map((row) => toRequestLogSummary(row, env.livemode)) };
  });

export const getRequestLog = memberProcedure('logs.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/request-logs/{id}',
      tags: [TAG],
      summary: 'Retrieve a request log',
      description: 'As `GET /v1/request-logs/{id}`: one logged request with its bodies, secrets redacted.',
    },
    errorCodes: ['not_found'],
  })
  .input(z.object({ environment: environmentParam, id: requestLogIdParam }).strict())
  .output(requestLogSchema)
  .query(async ({ ctx, input }) => {
    const env = await resolveEnvironment(ctx.db, ctx.session, input.environment);
    return toRequestLog(await readRequestLog(ctx.db, env, input.id), env.livemode);
  });
