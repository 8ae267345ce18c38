import type { DbOrTx } from '../db/query.ts';
import { AppError } from '../errors.ts';
import { parseCookies, SESSION_COOKIE } from '../http/cookies.ts';
import { authenticateKeyPair, type KeyPrincipal } from '../services/auth.ts';
import { MEMBER_BUCKET, SIGN_IN_BUCKET } from '../services/rate-limit.ts';
import { authenticateMember, type MemberCredentials } from '../services/members/sessions.ts';
import { DASHBOARD_PERMISSIONS, roleAllows, type DashboardPermission } from '../services/roles.ts';
import { sandboxOnly } from '../services/test-clocks/clocks.ts';
import type { ApiScope } from '../services/scopes.ts';
import type { TENANT_PERMISSIONS } from '../db/schema/index.ts';

type TenantPermission = (typeof TENANT_PERMISSIONS)[number];
import type { Context } from './context.ts';
import { idempotent } from './idempotency.ts';
import { baseProcedure } from './init.ts';
import { withRequestLog } from './request-log.ts';

export const API_KEY_HEADER = 'x-api-key';
export const API_SECRET_HEADER = 'x-api-secret';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * What a kind's middleware hands `next`: what it found (`added`), and the handles only when they are not the
 * context's already — `db` an idempotency step's transaction, `readDb` a standby. tRPC copies every key passed to
 * `next` at each middleware step after it, so the common call (a read on `ctx.db`) passes one key, not three.
 *
 * The standby (src/db/read-replica.ts): a query's stale-tolerant reads (`ctx.readDb`) go to DATABASE_READ_URL's unless
 * the tenant wrote since it last caught up; after a mutation committed (or replayed) the tenant's next reads stay on
 * the primary until the standby has it. Both steps sit behind `ctx.deps.readReplica &&` in the middlewares below:
 * without a replica no promise is made for them (issue 36).
 */
function contextAdditions<T extends object>(ctx: Context, added: T, db: DbOrTx | undefined, standby: DbOrTx | undefined) {
  // The context already holds db and readDb (createContext): leaving them out keeps them, as the type says.
  if (db === undefined && standby === undefined) return added as T & Pick<Context, 'db' | 'readDb'>;
  const handle = db ?? ctx.db;
  return { ...added, db: handle, readDb: standby ?? handle };
}

/** The request's key pair, authenticated once for all the calls of a /trpc batch (failed attempts throttled: src/services/auth.ts). */
function authenticate(ctx: Context): Promise<KeyPrincipal> {
  ctx.once.key ??= authenticateKeyPair(ctx.deps.db, ctx.headers.get(API_KEY_HEADER), ctx.headers.get(API_SECRET_HEADER), {
    limiter: ctx.deps.rateLimiter,
    clientIp: ctx.clientIp,
    headers: ctx.res.headers,
  });
  return ctx.once.key;
}

/**
 * A route open to API keys that hold `scope`; the principal comes only from
 * the key pair. Every mutation also takes the Idempotency-Key step
 * (src/trpc/idempotency.ts), once for all routes and both transports. In an
 * environment with `debugLogging` on, what the call answered also goes to the request log.
 */
export function keyProcedure(scope: ApiScope, opts: { permission?: TenantPermission } = {}) {
  return baseProcedure.meta({ auth: { kind: 'key', scope, permission: opts.permission } }).use(async ({ ctx, meta, path, type, getRawInput, next }) => {
    const principal = await authenticate(ctx);
    const answer = async () => {
      // Counted before any work: a refused request touches nothing else.
      const limited = await ctx.deps.rateLimiter?.admit(principal, path, ctx.res.headers, meta?.rateBucket);
      if (limited) throw new AppError('rate_limit_exceeded', { message: `Too many requests; retry after ${limited.retryAfterSeconds} s.` });
      if (!principal.scopes.has(scope)) {
        throw new AppError('key_forbidden', { message: `This key lacks the ${scope} scope.` });
      }
      // Scope AND tenant permission (decisions §2): a tenant without the permission gets 403 permission_denied.
      if (opts.permission && !principal.tenant.permissions.includes(opts.permission)) {
        throw new AppError('permission_denied', { message: `The tenant lacks the ${opts.permission} permission.` });
      }
      if (meta?.sandboxOnly) sandboxOnly(principal);
      if (ctx.inputError) throw ctx.inputError;
      // One middleware, not two: each tRPC middleware step copies its options and context.
      // next({ ctx }) merges into the current context, so only the additions are passed.
      const replica = ctx.deps.readReplica;
      const standby = replica && type === 'query' ? await replica.readerFor(principal.tenantId) : undefined;
      const call = { ctx, type, path, meta, getRawInput, scope: { partition: principal } };
      const result = await idempotent(call, (db) => next({ ctx: contextAdditions(ctx, { principal }, db, standby) }));
      if (replica && result.ok && type === 'mutation') await replica.noteWrite(principal.tenantId);
      return result;
    };
    // Known only now, from the key: whether this environment keeps a request log (its debugLogging).
    if (!principal.debugLogging || meta?.notLogged) return answer();
    return withRequestLog(ctx, principal, { meta, path, type, rawInput: getRawInput }, answer);
  });
}

/** A dashboard session's proof: `Authorization: Bearer <jwt>`, else the session cookie with X-CSRF-Token. */
function memberCredentials(headers: Headers): MemberCredentials {
  const authorization = headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) return { accessToken: authorization.slice(7).trim() };
  return { sessionToken: parseCookies(headers.get('cookie'))[SESSION_COOKIE], csrfToken: headers.get(CSRF_HEADER) ?? undefined };
}

/**
 * Dashboard-only routes, for members of a tenant whose role holds
 * `permission`. They have no API-key scope, so a key caller gets 403
 * key_forbidden (after its key is authenticated, so bad keys still get their
 * 401). A member proves the session with a bearer access token or the
 * session cookie; cookie-authenticated mutations also need the CSRF token.
 */
export function memberProcedure(permission: DashboardPermission) {
  return baseProcedure.meta({ auth: { kind: 'session', permission } }).use(async ({ ctx, meta, path, type, getRawInput, next }) => {
    if (ctx.headers.has(API_KEY_HEADER) || ctx.headers.has(API_SECRET_HEADER)) {
      await authenticate(ctx);
      throw new AppError('key_forbidden', { message: 'This route is for dashboard sessions only; API keys cannot call it.' });
    }
    // Once per request: a batch's calls share it (a batch is all queries or all mutations: src/trpc/handler.ts).
    ctx.once.session ??= authenticateMember(ctx.deps.db, ctx.deps.sessionKeys, memberCredentials(ctx.headers), {
      mutation: type === 'mutation',
      now: ctx.deps.clock.now(),
    });
    const session = await ctx.once.session;
    if (!session) throw new AppError('session_required');
    const limited = await ctx.deps.rateLimiter?.admitBucket(`member:${session.memberId}`, MEMBER_BUCKET, ctx.res.headers);
    if (limited) throw new AppError('rate_limit_exceeded', { message: `Too many requests; retry after ${limited.retryAfterSeconds} s.` });
    if (!roleAllows(session.role, permission)) {
      throw new AppError('role_forbidden', {
        message: `The ${session.role} role cannot do this (it needs ${DASHBOARD_PERMISSIONS[permission].join(' or ')}).`,
      });
    }
    if (ctx.inputError) throw ctx.inputError;
    const scope = { member: { tenantId: session.tenantId, memberId: session.memberId } };
    const replica = ctx.deps.readReplica;
    const standby = replica && type === 'query' ? await replica.readerFor(session.tenantId) : undefined;
    const result = await idempotent({ ctx, type, path, meta, getRawInput, scope }, (db) => next({ ctx: contextAdditions(ctx, { session }, db, standby) }));
    if (replica && result.ok && type === 'mutation') await replica.noteWrite(session.tenantId);
    return result;
  });
}

export const publicProcedure = baseProcedure.meta({ auth: { kind: 'none' } }).use(({ ctx, next }) => {
  if (ctx.inputError) throw ctx.inputError;
  return next();
});

/** Public sign-in routes (login, refresh, set-password, SSO): one bucket per client address, before any work. */
export const signInProcedure = baseProcedure.meta({ auth: { kind: 'none', signIn: true } }).use(async ({ ctx, next }) => {
  const limited = await ctx.deps.rateLimiter?.admitBucket(`ip:${ctx.clientIp ?? 'unknown'}`, SIGN_IN_BUCKET, ctx.res.headers);
  if (limited) throw new AppError('rate_limit_exceeded', { message: `Too many requests; retry after ${limited.retryAfterSeconds} s.` });
  if (ctx.inputError) throw ctx.inputError;
  return next();
});
