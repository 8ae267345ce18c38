import { z } from 'zod';
import { REQUEST_LOG_TRANSPORTS } from '../../db/schema/index.ts';
import { REQUEST_LOG_BODY_MAX, type RequestLogRow } from '../../services/request-logs.ts';
import { idParam, iso, isoInstant, LIMITS, objectId, pageQueryShape, timestamp } from '../shared/schemas.ts';

const HTTP_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
/** Route patterns are at most this long (the longest today is under 80). */
const PATH_MAX = 200;

const body = (what: string) =>
  z
    .string()
    .max(REQUEST_LOG_BODY_MAX)
    .nullable()
    .meta({
      description:
        `${what} as JSON text, with secrets replaced by \`[redacted]\` (fields named like secrets, tokens and passwords; \`sk_\`, \`whsec_\`, invitation and ` +
        `verification tokens anywhere; tokens in hosted-page URLs). At most ${REQUEST_LOG_BODY_MAX} characters: a longer one is cut (see the \`…Truncated\` flag) ` +
        'and is then not valid JSON.',
    });

export const requestLogSummarySchema = z
  .object({
    id: objectId().meta({ example: 'rlog_01JD0000000000000000000000' }),
    requestId: objectId().meta({
      description: 'The `X-Request-Id` of the answer (the calls of one /trpc batch share it).',
      example: 'req_01JD0000000000000000000000',
    }),
    livemode: z.boolean(),
    transport: z.enum(REQUEST_LOG_TRANSPORTS).meta({ description: '`rest` for /v1, `trpc` for /trpc.' }),
    method: z.enum(HTTP_METHODS).meta({ description: "The operation's method (its REST method, also for a /trpc call)." }),
    path: z.string().max(PATH_MAX).meta({ description: 'The route pattern, never the concrete path.', example: '/v1/transactions/{id}' }),
    status: z.int().min(100).max(599).meta({ description: 'The HTTP status of the REST answer (a /trpc error carries it as `data.httpStatus`).' }),
    durationMs: z.int().min(0),
    errorCode: z.string().max(LIMITS.label).nullable().meta({ description: 'The error code of a failed request; null on success.' }),
    createdAt: timestamp(),
  })
  .meta({ id: 'RequestLogSummary' });

export const requestLogSchema = requestLogSummarySchema
  .extend({
    requestBody: body('The input: the JSON body with the path parameters, or the query parameters of a GET; null when empty.'),
    requestBodyTruncated: z.boolean(),
    responseBody: body('The answer (the error body of a failure)'),
    responseBodyTruncated: z.boolean(),
  })
  .meta({ id: 'RequestLog' });

export const requestLogIdParam = idParam('requestLog', 'Must be a request log id (rlog_…).');

const STATUS_MESSAGE = 'Must be an HTTP status (`404`) or a class (`4xx`).';

/** The list's filters, shared by the API and the dashboard. */
export const requestLogFilterShape = {
  ...pageQueryShape,
  status: z
    .union([
      z.int(),
      z
        .string()
        .max(3, { message: STATUS_MESSAGE, abort: true })
        .regex(/^([1-5]\d\d|[1-5]xx)$/, { message: STATUS_MESSAGE }),
    ])
    .transform((v) => (typeof v === 'number' || /^\d+$/.test(v) ? Number(v) : (v as `${1 | 2 | 3 | 4 | 5}xx`)))
    .pipe(z.union([z.int().min(100).max(599), z.templateLiteral([z.enum(['1', '2', '3', '4', '5']), 'xx'])]))
    .meta({
      description: 'An exact status (`404`) or a class of statuses (`4xx`).',
      override: ({ jsonSchema }) => {
        delete jsonSchema.anyOf;
        Object.assign(jsonSchema, { type: 'string', pattern: '^([1-5][0-9][0-9]|[1-5]xx)$', maxLength: 3 });
      },
    })
    .optional(),
  path: z.string().min(1).max(PATH_MAX).optional().meta({ description: 'A route pattern, exactly as logged (`/v1/transactions/{id}`).' }),
  method: z.enum(HTTP_METHODS).optional(),
  requestId: idParam('request', 'Must be a request id (req_…).').optional(),
  createdFrom: isoInstant().optional().meta({ description: 'Logged at or after this instant (ISO 8601).' }),
  createdTo: isoInstant().optional().meta({ description: 'Logged at or before this instant (ISO 8601).' }),
};

export function toRequestLogSummary(row: RequestLogRow, livemode: boolean): z.infer<typeof requestLogSummarySchema> {
  return {
    id: row.id,
    requestId: row.requestId,
    livemode,
    transport: row.transport,
    method: row.method as (typeof HTTP_METHODS)[number],
    path: row.path,
    status: row.status,
    durationMs: row.durationMs,
    errorCode: row.errorCode,
    createdAt: iso(row.createdAt),
  };
}

export function toRequestLog(row: RequestLogRow, livemode: boolean): z.infer<typeof requestLogSchema> {
  return {
    ...toRequestLogSummary(row, livemode),
    requestBody: row.requestBody,
    requestBodyTruncated: row.requestBodyTruncated,
    responseBody: row.responseBody,
    responseBodyTruncated: row.responseBodyTruncated,
  };
}
