import { AppError, type ApiErrorBody } from '../errors.ts';
import { parseCookies, SESSION_COOKIE } from '../http/cookies.ts';
import { authenticateKeyPair } from '../services/auth.ts';
import { runIdempotent } from '../services/idempotency.ts';
import { MEMBER_BUCKET, SIGN_IN_BUCKET } from '../services/rate-limit.ts';
import { authenticateMember, type MemberCredentials } from '../services/members/sessions.ts';
import { DASHBOARD_PERMISSIONS, roleAllows, type DashboardPermission } from '../services/roles.ts';
import { sandboxOnly } from '../services/test-clocks/clocks.ts';
import type { ApiScope } from '../services/scopes.ts';
import type { TENANT_PERMISSIONS } from '../db/schema/index.ts';

type TenantPermission = (typeof TENANT_PERMISSIONS)[number];
import type { Context } from './context.ts';
import { errorAnswer, errorFromStored, IDEMPOTENCY_HEADER, OMITTED_HEADER, REPLAYED_HEADER } from './idempotency.ts';
import { baseProcedure } from './init.ts';
import { withRequestLog } from './request-log.ts';
import { answerWithoutProcedure } from './internals.ts';

export const API_KEY_HEADER = 'x-api-key';
export const API_SECRET_HEADER = 'x-api-secret';
export const CSRF_HEADER = 'x-csrf-token';

async function authenticate(ctx: Context) {
  return authenticateKeyPair(ctx.deps.db, ctx.headers.get(API_KEY_HEADER), ctx.headers.get(API_SECRET_HEADER));
}

/**
 * A route open to API keys that hold `scope`; the principal comes only from
 * the key pair. Every POST operation also honours Idempotency-Key here, once
 * for all routes and both transports (decisions §4). In an environment with
 * `debugLogging` on, what the call answered also goes to the request log.
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
      const key = ctx.headers.get(IDEMPOTENCY_HEADER);
      if (key === null || meta?.openapi?.method !== 'POST') return next({ ctx: { principal } });
      const outcome = await runIdempotent(
        {
          db: ctx.deps.db,
          clock: ctx.deps.clock,
          partition: principal,
          key,
          operation: path,
          rawInput: await getRawInput(),
          errorAnswer: errorAnswer(ctx.requestId),
          secretFields: meta.secretFields,
        },
        async (db) => {
          const result = await next({ ctx: { principal, db } });
          return result.ok ? { ok: true, data: result.data, status: ctx.res.status ?? meta.successStatus ?? 200 } : { ok: false, error: result.error };
        },
      );
      if ('replayed' in outcome) {
        ctx.res.headers[REPLAYED_HEADER] = 'true';
        if (outcome.status >= 400) throw errorFromStored(outcome.body as ApiErrorBody);
        if (meta.secretFields?.length) ctx.res.headers[OMITTED_HEADER] = meta.secretFields.join(', ');
        ctx.res.status = outcome.status;
        return answerWithoutProcedure(outcome.body);
      }
      if (!outcome.ok) throw outcome.error;
      // The procedure ran inside the idempotency transaction; its result is answered once that committed.
      return answerWithoutProcedure(outcome.data);
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
  return baseProcedure.meta({ auth: { kind: 'session', permission } }).use(async ({ ctx, type, next }) => {
    if (ctx.headers.has(API_KEY_HEADER) || ctx.headers.has(API_SECRET_HEADER)) {
      await authenticate(ctx);
      throw new AppError('key_forbidden', { message: 'This route is for dashboard sessions only; API keys cannot call it.' });
    }
    const credentials = memberCredentials(ctx.headers);
    const session = await authenticateMember(ctx.deps.db, ctx.deps.sessionKeys, credentials, { mutation: type === 'mutation', now: ctx.deps.clock.now() });
    if (!session) throw new AppError('session_required');
    const limited = await ctx.deps.rateLimiter?.admitBucket(`member:${session.memberId}`, MEMBER_BUCKET, ctx.res.headers);
    if (limited) throw new AppError('rate_limit_exceeded', { message: `Too many requests; retry after ${limited.retryAfterSeconds} s.` });
    if (!roleAllows(session.role, permission)) {
      throw new AppError('role_forbidden', {
        message: `The ${session.role} role cannot do this (it needs ${DASHBOARD_PERMISSIONS[permission].join(' or ')}).`,
      });
    }
    if (ctx.inputError) throw ctx.inputError;
    return next({ ctx: { session } });
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
