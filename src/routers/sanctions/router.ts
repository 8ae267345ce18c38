import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { SANCTIONS_LOG_STATUSES } from '../../db/schema/index.ts';
import { keyActor } from '../../services/audit.ts';
import { queryInt } from '../shared/schemas.ts';
import type { SanctionsSource } from '../../services/sanctions/list-files.ts';
import { listLogs, listVersionsOf, logsCsv, reviewLog } from '../../services/sanctions/logs.ts';
import { collectText, isTextStream } from '../../lib/text-stream.ts';
import { screenAdHoc } from '../../services/sanctions/screen-user.ts';
import { router } from '../../trpc/init.ts';
import { keyProcedure } from '../../trpc/procedures.ts';
import { LIMITS } from '../shared/schemas.ts';
import { userIdParam } from '../users/user.types.ts';
import { dateOfBirthInput, dateParam, hitSchema, listVersionsField, logEntrySchema, logIdParam, toListVersion, toLogEntry } from './sanctions.types.ts';

const LOGS_MAX_PAGE = 1_000_000;
const LOGS_MAX_LIMIT = 100;
/** Ad hoc screening answers the best hits only. */
const SCREEN_MAX_HITS = 10;

const filterShape = {
  userId: userIdParam.optional(),
  kycId: z.string().max(40).optional(),
  transactionId: z.string().max(40).optional(),
  status: z.enum(SANCTIONS_LOG_STATUSES).optional(),
  provider: z.string().max(40).optional(),
  dateFrom: dateParam.optional(),
  dateTo: dateParam.optional(),
};

export const listSanctionsLogs = keyProcedure('sanctions.read', { permission: 'log.view' })
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/sanctions/logs',
      tags: ['Sanctions'],
      summary: 'The sanctions screening log',
      description:
        'One entry per screening attempt, newest first, page-numbered as documented: `{items, total, page, limit, totalPages}` (page default 1, limit default 50, at most 100).',
    },
  })
  .input(
    z
      .object({
        ...filterShape,
        page: queryInt(1, LOGS_MAX_PAGE, 1, 'Page number, from 1.').optional(),
        limit: queryInt(1, LOGS_MAX_LIMIT, 50, `Entries per page, 1–${LOGS_MAX_LIMIT}.`).optional(),
      })
      .strict()
      .optional(),
  )
  .output(
    z.object({
      items: z.array(logEntrySchema).max(LOGS_MAX_LIMIT),
      total: z.int().min(0),
      page: z.int().min(1).max(LOGS_MAX_PAGE),
      limit: z.int().min(1).max(LOGS_MAX_LIMIT),
      totalPages: z.int().min(0),
    }),
  )
  .query(async ({ ctx, input }) => {
    const { page = 1, limit = 50, ...filters } = input ?? {};
    const result = await listLogs(ctx.readDb, ctx.principal, filters, page, limit);
    const versions = await listVersionsOf(ctx.readDb, result.items);
    return { ...result, items: result.items.map((r) => toLogEntry(r, ctx.principal.livemode, versions)) };
  });

export const reviewSanctionsLog = keyProcedure('sanctions.review', { permission: 'log.view' })
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/sanctions/logs/{id}/review',
      tags: ['Sanctions'],
      summary: 'Review a possible match',
      description:
        '`false_positive` releases the hold on the user; `true_match` disables the user. Records who (the key) and when. Fires `sanctions.reviewed`.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: logIdParam, decision: z.enum(['false_positive', 'true_match']), note: z.string().trim().min(1).max(LIMITS.text) }).strict())
  .output(logEntrySchema)
  .mutation(async ({ ctx, input: { id, ...body } }) => {
    const row = await reviewLog(ctx.db, ctx.principal, id, body, keyActor(ctx.principal), ctx.deps.clock.now());
    return toLogEntry(row, ctx.principal.livemode, await listVersionsOf(ctx.db, [row]));
  });

export const screenName = keyProcedure('sanctions.screen')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/sanctions/screen',
      tags: ['Sanctions'],
      summary: 'Screen a name ad hoc',
      description:
        "Scores a name against the active lists; hits at or above the tenant's threshold (default 0.85), best first, and the list versions it used " +
        '(empty when no list is loaded). Writes no log entry. ' +
        'A date of birth and a country, when given, raise hits that agree and lower hits that clearly disagree, as at KYC completion.',
    },
  })
  .input(
    z
      .object({
        name: z.string().trim().min(1).max(300),
        type: z.enum(['individual', 'entity']).optional(),
        country: z.string().max(100).optional().meta({ description: 'ISO 3166-1 alpha-2 code or English name; an unknown value is ignored.' }),
        dateOfBirth: dateOfBirthInput.optional(),
      })
      .strict(),
  )
  .output(z.object({ threshold: z.number(), hits: z.array(hitSchema).max(SCREEN_MAX_HITS), listVersions: listVersionsField() }))
  .mutation(async ({ ctx, input }) => {
    const scope = { tenantId: ctx.principal.tenantId, live: ctx.principal.environmentType === 'live' };
    const { threshold, hits, lists } = await screenAdHoc(ctx.db, scope, input, SCREEN_MAX_HITS);
    return {
      threshold,
      listVersions: lists.map(toListVersion),
      hits: hits.map((h) => ({
        entryId: h.entry.id,
        list: h.entry.source as SanctionsSource,
        name: h.entry.name,
        matchedName: h.matchedName,
        type: h.entry.type,
        country: h.entry.country,
        score: Math.round(h.score * 1000) / 1000,
        nameScore: Math.round(h.nameScore * 1000) / 1000,
        dateOfBirth: h.dateOfBirth,
        countryMatch: h.country,
      })),
    };
  });

/** /trpc answers the export as one JSON string, so it holds it in memory: at most this many characters (about 100,000 entries); REST streams any size. */
export const TRPC_EXPORT_MAX_CHARS = 64 * 2 ** 20;

export const exportSanctionsLogs = keyProcedure('sanctions.export', { permission: 'log.view' })
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/sanctions/export',
      tags: ['Sanctions'],
      summary: 'Export the log as CSV',
      description:
        'The log entries (optionally in a date range and the list filters), oldest first, as RFC 4180 CSV. Cells holding `,`, `;` or a tab are quoted, and a formula trigger (`=`, `+`, `-`, `@`) that a spreadsheet ' +
        "could run gets a `'` before it: at a cell's start, and after a `;`, tab or line break inside it (where a reader splitting on `;` starts a cell). " +
        'Streamed in chunks: any number of entries, in constant memory on the server; without `dateTo` it ends at the moment the export started. ' +
        `Over /trpc the CSV comes as one string of at most ${TRPC_EXPORT_MAX_CHARS / 2 ** 20} MiB (a larger one is 400 \`validation_failed\`: narrow the range or use REST).`,
    },
    produces: 'text/csv; charset=utf-8',
    // Over /trpc the whole CSV is collected before the answer: a client that went away stops it (REST's stream stops with the socket).
    abortable: true,
  })
  .input(z.object(filterShape).strict().optional())
  .output(
    // REST gets the stream, /trpc the string (above); both are the CSV text. Typed as what /trpc answers: the client
    // package's types are for tRPC callers, who always get the string.
    z.custom<string>((v) => typeof v === 'string' || isTextStream(v)).meta({ override: { type: 'string', description: 'RFC 4180 CSV.' } }),
  )
  .query(async ({ ctx, input, signal }) => {
    const csv = logsCsv(ctx.readDb, ctx.principal, input ?? {}, ctx.deps.clock.now());
    // src/app.ts streams it to the REST caller.
    if (ctx.transport === 'rest') return csv as unknown as string;
    return collectText(
      csv,
      TRPC_EXPORT_MAX_CHARS,
      () => {
        const message = `The export is over ${TRPC_EXPORT_MAX_CHARS / 2 ** 20} MiB; narrow it with dateFrom and dateTo, or use GET /v1/sanctions/export, which streams any size.`;
        return new AppError('validation_failed', { param: 'dateFrom', message, details: [{ path: 'dateFrom', message }] });
      },
      signal,
    );
  });

export const sanctionsRouter = router({ logs: listSanctionsLogs, review: reviewSanctionsLog, screen: screenName, export: exportSanctionsLogs });
