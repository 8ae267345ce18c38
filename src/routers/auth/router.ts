import { z } from 'zod';
import { MEMBER_ROLES } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { clearedSessionCookie, parseCookies, SESSION_COOKIE, sessionCookie } from '../../http/cookies.ts';
import { csrfTokenFor, issueAccessToken, revokeSession, rotateSessionToken, sessionFromCookie, type SessionRow } from '../../services/members/sessions.ts';
import { login } from '../../services/members/sign-in.ts';
import { setPasswordWithToken } from '../../services/members/set-password.ts';
import type { MemberRow } from '../../services/members/members.ts';
import { PASSWORD_MAX } from '../../services/members/passwords.ts';
import { EMAIL_MAX, NAME_MAX } from '../../services/user-input.ts';
import type { Context } from '../../trpc/context.ts';
import { router } from '../../trpc/init.ts';
import { memberProcedure, signInProcedure } from '../../trpc/procedures.ts';
import { LIMITS, objectId, timestamp } from '../shared/schemas.ts';

export const memberSchema = z
  .object({
    id: objectId(),
    tenantId: objectId(),
    email: z.string().max(EMAIL_MAX),
    name: z.string().max(NAME_MAX),
    role: z.enum(MEMBER_ROLES),
  })
  .meta({ id: 'Member' });

const sessionOut = z
  .object({
    accessToken: z.string().max(LIMITS.token).meta({ description: 'A 15-minute JWT: send it as `Authorization: Bearer …`.' }),
    expiresAt: timestamp(),
    csrfToken: z.string().max(100).meta({ description: 'Send as `X-CSRF-Token` on changes made with the session cookie.' }),
    member: memberSchema,
  })
  .meta({ id: 'DashboardLogin' });

const toMember = (m: MemberRow) => ({ id: m.id, tenantId: m.tenantId, email: m.email, name: m.name, role: m.role });

const secureCookies = (ctx: Context) => ctx.deps.publicUrl.startsWith('https://');

async function sessionAnswer(ctx: Context, session: SessionRow, member: MemberRow) {
  const { accessToken, expiresAt } = await issueAccessToken(ctx.deps.sessionKeys, session, ctx.deps.clock.now());
  return { accessToken, expiresAt, csrfToken: csrfTokenFor(ctx.deps.sessionKeys, session.id), member: toMember(member) };
}

export const authRouter = router({
  login: signInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        tags: ['Dashboard sessions'],
        summary: 'Log in a dashboard member',
        description:
          'Email and password → a 15-minute access token and an httpOnly session cookie (12 hours; ends after 2 idle hours) that refreshes it. ' +
          'A wrong email or password is 401 `invalid_credentials`, whichever it is, after the same work. Five failures for one account from one address lock ' +
          'that account for that address (1 minute, doubling up to an hour); fifty for one account from anywhere lock it for 15 minutes; twenty from one ' +
          'address lock the address for 15 minutes (429 with Retry-After). Tenants that enforce SSO answer 403 `sso_required`, ' +
          'closed ones 403 `tenant_closed`.',
      },
      errorCodes: ['invalid_credentials', 'rate_limit_exceeded', 'sso_required', 'tenant_closed'],
      setsCookie: true,
    })
    .input(z.object({ email: z.string().min(1).max(EMAIL_MAX), password: z.string().min(1).max(PASSWORD_MAX) }).strict())
    .output(sessionOut)
    .mutation(async ({ ctx, input }) => {
      const attempt = { ...input, ip: ctx.clientIp, userAgent: ctx.headers.get('user-agent') };
      const { session, sessionToken, member } = await login(ctx.deps.db, attempt, ctx.deps.clock.now(), ctx.deps.passwordCost);
      ctx.res.headers['Set-Cookie'] = sessionCookie(sessionToken, secureCookies(ctx));
      return sessionAnswer(ctx, session, member);
    }),

  refresh: signInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/refresh',
        tags: ['Dashboard sessions'],
        summary: 'A fresh access token from the session cookie',
        description:
          'Needs only the session cookie (no CSRF token: it changes nothing a cross-site page could read). ' +
          'The cookie is rotated: the answer sets a new one, and ' +
          'the old one keeps working for 60 seconds (a second tab refreshing at the same time), after which presenting it ends the session. ' +
          '401 `session_required` when the session is over; 403 `tenant_closed` when the organization is closed.',
      },
      errorCodes: ['session_required', 'tenant_closed'],
      setsCookie: true,
    })
    .input(z.object({}).strict().optional())
    .output(sessionOut)
    .mutation(async ({ ctx }) => {
      const now = ctx.deps.clock.now();
      const token = parseCookies(ctx.headers.get('cookie'))[SESSION_COOKIE];
      const found = token ? await sessionFromCookie(ctx.deps.db, token, now) : null;
      if (!found) throw new AppError('session_required');
      // A cookie the browser has already replaced (a concurrent refresh) is answered without another rotation.
      const rotated = found.previous ? null : await rotateSessionToken(ctx.deps.db, found.session, now);
      const lifeS = Math.max(1, Math.floor((found.session.expiresAt.getTime() - now.getTime()) / 1000));
      if (rotated) ctx.res.headers['Set-Cookie'] = sessionCookie(rotated, secureCookies(ctx), lifeS);
      return sessionAnswer(ctx, found.session, found.member);
    }),

  logout: memberProcedure('dashboard.read')
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/logout',
        tags: ['Dashboard sessions'],
        summary: 'Log out (revoke the session)',
        description: 'Ends the session on the server: its cookie and every access token issued from it stop working at once. Clears the cookie.',
      },
      setsCookie: true,
    })
    .input(z.object({}).strict().optional())
    .output(z.object({ loggedOut: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await revokeSession(ctx.deps.db, ctx.session.sessionId, ctx.deps.clock.now());
      ctx.res.headers['Set-Cookie'] = clearedSessionCookie(secureCookies(ctx));
      return { loggedOut: true as const };
    }),

  session: memberProcedure('dashboard.read')
    .meta({ openapi: { method: 'GET', path: '/auth/session', tags: ['Dashboard sessions'], summary: 'The signed-in member' } })
    .input(z.object({}).strict().optional())
    .output(z.object({ member: memberSchema, via: z.enum(['bearer', 'cookie']) }))
    .query(async ({ ctx }) => ({
      member: { id: ctx.session.memberId, tenantId: ctx.session.tenantId, email: ctx.session.email, name: ctx.session.name, role: ctx.session.role },
      via: ctx.session.via,
    })),

  setPassword: signInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/set-password',
        tags: ['Dashboard sessions'],
        summary: 'Set a password with a one-time link token',
        description:
          'The token comes from the set-password link (CLI `members create`, or an admin). Single use, 7 days; ' +
          'ends the member’s other sessions and claims the ' +
          'email for this member. 409 `invalid_state` for an unknown, used or expired token (checked before any password hashing), or when the email already ' +
          'belongs to a member of another organization; 403 `tenant_closed` when the organization is closed.',
      },
      errorCodes: ['invalid_state', 'tenant_closed'],
    })
    .input(z.object({ token: z.string().min(1).max(200), password: z.string().max(PASSWORD_MAX) }).strict())
    .output(z.object({ member: memberSchema }))
    .mutation(async ({ ctx, input }) => {
      const member = await setPasswordWithToken(ctx.deps.db, input.token, input.password, ctx.deps.clock.now(), ctx.deps.passwordCost);
      return { member: toMember(member) };
    }),
});
