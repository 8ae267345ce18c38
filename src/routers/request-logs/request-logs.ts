import { z } from 'zod';
import { getRequestLog as readRequestLog, listRequestLogs as readRequestLogs } from '../../services/request-logs.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { pageOutput } from '../shared/schemas.ts';
import { requestLogFilterShape, requestLogIdParam, requestLogSchema, requestLogSummarySchema, toRequestLog, toRequestLogSummary } from './request-log.types.ts';

const TAG = 'Request logs';

export const listRequestLogs = keyProcedure('request_logs.read', { permission: 'log.view' })
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/request-logs',
      tags: [TAG],
      summary: 'List request logs',
      description:
        "The environment's keyed requests while its `debugLogging` is on, newest first, kept 7 days: method, route pattern, status, duration, " +
        'request id (bodies on the single log). Filters compose with each other and with pagination; `createdFrom`/`createdTo` are inclusive. ' +
        'Requests to the request log itself are not logged.',
    },
    notLogged: true,
  })
  .input(z.object(requestLogFilterShape).strict().optional())
  .output(pageOutput(requestLogSummarySchema))
  .query(async ({ ctx, input = {} }) => {
    const { limit, starting_after, ending_before, ...filters } = input;
    const page = await readRequestLogs(ctx.readDb, ctx.deps, ctx.principal, { limit, starting_after, ending_before }, filters);
    return { ...page, data: page.data.map((row) => toRequestLogSummary(row, ctx.principal.livemode)) };
  });

export const getRequestLog = keyProcedure('request_logs.read', { permission: 'log.view' })
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/request-logs/{id}',
      tags: [TAG],
      summary: 'Retrieve a request log',
      description: 'One logged request with its request and response bodies, secrets redacted.',
    },
    errorCodes: ['not_found'],
    notLogged: true,
  })
  .input(z.object({ id: requestLogIdParam }).strict())
  .output(requestLogSchema)
  .query(async ({ ctx, input }) => toRequestLog(await readRequestLog(ctx.db, ctx.principal, input.id), ctx.principal.livemode));
