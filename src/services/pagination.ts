import { and, asc, desc, gt, lt, type AnyColumn, type SQL } from 'drizzle-orm';
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

export interface PaginateOptions<Row, Out> {
  /** Binds cursors to one list (and its filters) in one environment. */
  scope: string;
  /** What an object id of this list looks like (a raw id may stand in for a cursor). */
  idPattern: RegExp;
  fetch: (keyset: Keyset) => Promise<Row[]>;
  map: (row: Row) => Out;
  /**
   * For a list not in the order of its ids (payment methods: the provider's ids): a row's place in the order,
   * which cursors carry and `fetch` receives as `keyset.id`, and the place of an object id given as a marker
   * (undefined when it is not on the list). By default a row's place is its id.
   */
  order?: { key: (row: Row) => string; keyOfId: (id: string) => Promise<string | undefined> };
  /** A work queue read from its oldest end; every other list is newest first (decisions §5). */
  oldestFirst?: boolean;
}

/**
 * Cursor pagination for every list: `fetch` runs the query for a keyset, this
 * turns the rows into `{data, hasMore, nextCursor}`. `scope` binds cursors to
 * one list in one environment; `idPattern` validates raw ids.
 */
export async function paginate<Row extends { id: string }, Out>(deps: PaginationDeps, query: PageQuery, opts: PaginateOptions<Row, Out>): Promise<Page<Out>> {
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
      const id = opts.order ? await opts.order.keyOfId(marker) : marker;
      if (id === undefined) {
        throw new AppError('validation_failed', {
          param,
          message: `${param} must be an object of this list or a cursor.`,
          details: [{ path: param, message: 'Not an object of this list.' }],
        });
      }
      keyset = { direction: param === 'ending_before' ? 'before' : 'after', id, take: limit + 1 };
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
  // `keyset` says which way along the list; oldest first, that way runs up the ids instead of down.
  const flipped: Keyset = { ...keyset, direction: keyset.direction === 'after' ? 'before' : 'after' };
  const rows = await opts.fetch(opts.oldestFirst ? flipped : keyset);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (keyset.direction === 'before') page.reverse();
  let nextCursor: string | null = null;
  if (hasMore && page.length > 0) {
    const edge = keyset.direction === 'after' ? page[page.length - 1]! : page[0]!;
    const payload: CursorPayload = {
      s: opts.scope,
      id: opts.order ? opts.order.key(edge) : edge.id,
      d: keyset.direction === 'after' ? 'a' : 'b',
      exp: deps.clock.now().getTime() + CURSOR_TTL_MS,
    };
    nextCursor = signToken(deps.signingSecret, CURSOR_PURPOSE, payload);
  }
  return { data: page.map(opts.map), hasMore, nextCursor };
}
