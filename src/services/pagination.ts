import { and, asc, desc, gt, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../lib/clock.ts';
import { signToken, verifyToken } from '../lib/signed-token.ts';
import { AppError } from '../errors.ts';

export const CURSOR_TTL_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/**
 * Cursors carry the list's scope, which includes its filters: a transactions
 * list with every filter set gives ~600 characters.
 */
export const CURSOR_MAX = 1024;

/**
 * An integer query parameter: a string over REST, a number over tRPC. Both are
 * accepted explicitly (no silent coercion of `true` or `""`), then bounded, and
 * documented as the integer it is.
 */
export function queryInt(min: number, max: number, defaultValue: number, description: string) {
  return z
    .union([z.number(), z.string().regex(/^-?\d+$/, { message: 'Must be an integer.' }).transform(Number)])
    .pipe(z.number().int({ message: 'Must be an integer.' }).min(min).max(max))
    .meta({
      description,
      // The string branch only exists because query strings are text.
      override: ({ jsonSchema }) => {
        delete jsonSchema.anyOf;
        Object.assign(jsonSchema, { type: 'integer', minimum: min, maximum: max, default: defaultValue });
      },
    });
}

const limitSchema = queryInt(1, MAX_LIMIT, DEFAULT_LIMIT, `Page size, 1–${MAX_LIMIT}.`);

const cursorParam = (description: string) => z.string().min(1).max(CURSOR_MAX).meta({ description });

/** The query fields every list operation accepts (decisions §5). Spread into the operation's input. */
export const pageQueryShape = {
  limit: limitSchema.optional(),
  starting_after: cursorParam('An object id or a `nextCursor`: return the objects after it (older).').optional(),
  ending_before: cursorParam('An object id or a cursor: return the objects before it (newer).').optional(),
};

export const pageOutput = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item).max(MAX_LIMIT),
    hasMore: z.boolean(),
    nextCursor: z.string().max(CURSOR_MAX).nullable().meta({ description: 'Pass as `starting_after` for the next page; null when `hasMore` is false.' }),
  });

export interface PageQuery {
  limit?: number;
  starting_after?: string;
  ending_before?: string;
}

export interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** Where the page starts: strictly after (older than) or before (newer than) an id. */
export interface Keyset {
  direction: 'after' | 'before';
  id?: string;
  /** limit + 1, so the extra row tells whether there is more. */
  take: number;
}

interface CursorPayload {
  /** The list (and partition) the cursor belongs to. */
  s: string;
  id: string;
  d: 'a' | 'b';
  exp: number;
}

export interface PaginationDeps {
  signingSecret: string;
  clock: Clock;
}

const CURSOR_PURPOSE = 'cursor';

function verifyCursor(deps: PaginationDeps, cursor: string, scope: string, param: string): CursorPayload {
  const check = verifyToken<CursorPayload>(deps.signingSecret, CURSOR_PURPOSE, cursor, deps.clock.now().getTime());
  if (!check.ok) throw new AppError(check.reason === 'expired' ? 'cursor_expired' : 'cursor_invalid', { param });
  // A cursor from another list (or another environment) is as good as tampered.
  if (check.payload.s !== scope || typeof check.payload.id !== 'string') throw new AppError('cursor_invalid', { param });
  return check.payload;
}

/** Keyset condition and order on a ULID-ordered id column, newest first. */
export function keysetWhere(idColumn: AnyColumn, keyset: Keyset, base: SQL | undefined): SQL | undefined {
  if (!keyset.id) return base;
  return and(base, keyset.direction === 'after' ? lt(idColumn, keyset.id) : gt(idColumn, keyset.id));
}

export function keysetOrder(idColumn: AnyColumn, keyset: Keyset): SQL {
  return keyset.direction === 'after' ? desc(idColumn) : asc(idColumn);
}

/**
 * Cursor pagination for every list: `fetch` runs the query for a keyset, this
 * turns the rows into `{data, hasMore, nextCursor}`. `scope` binds cursors to
 * one list in one environment; `idPattern` validates raw ids.
 */
export async function paginate<Row extends { id: string }, Out>(
  deps: PaginationDeps,
  query: PageQuery,
  opts: { scope: string; idPattern: RegExp; fetch: (keyset: Keyset) => Promise<Row[]>; map: (row: Row) => Out },
): Promise<Page<Out>> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  if (query.starting_after && query.ending_before) {
    throw new AppError('validation_failed', {
      param: 'ending_before',
      message: 'Pass starting_after or ending_before, not both.',
      details: [{ path: 'ending_before', message: 'Cannot be combined with starting_after.' }],
    });
  }
  let keyset: Keyset = { direction: 'after', take: limit + 1 };
  const param = query.ending_before ? 'ending_before' : 'starting_after';
  const marker = query.ending_before ?? query.starting_after;
  if (marker) {
    if (opts.idPattern.test(marker)) {
      keyset = { direction: param === 'ending_before' ? 'before' : 'after', id: marker, take: limit + 1 };
    } else if (marker.includes('.')) {
      // A cursor keeps paging in the direction it was issued for, whichever parameter carries it.
      const payload = verifyCursor(deps, marker, opts.scope, param);
      keyset = { direction: payload.d === 'b' ? 'before' : 'after', id: payload.id, take: limit + 1 };
    } else {
      throw new AppError('validation_failed', {
        param,
        message: `${param} must be an object id of this list or a cursor.`,
        details: [{ path: param, message: 'Not an object id of this list or a cursor.' }],
      });
    }
  }
  const rows = await opts.fetch(keyset);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (keyset.direction === 'before') page.reverse();
  let nextCursor: string | null = null;
  if (hasMore && page.length > 0) {
    const edge = keyset.direction === 'after' ? page[page.length - 1]! : page[0]!;
    const payload: CursorPayload = { s: opts.scope, id: edge.id, d: keyset.direction === 'after' ? 'a' : 'b', exp: deps.clock.now().getTime() + CURSOR_TTL_MS };
    nextCursor = signToken(deps.signingSecret, CURSOR_PURPOSE, payload);
  }
  return { data: page.map(opts.map), hasMore, nextCursor };
}
