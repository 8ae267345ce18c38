import { z } from 'zod';
import { MEMBER_ROLES } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { clearedSessionCookie, DEVICE_COOKIE, deviceCookie, parseCookies, SESSION_COOKIE, sessionCookie } from '../../http/cookies.ts';
import { DEVICE_TTL_MS } from '../../services/members/devices.ts';
import {
  csrfTokenFor,
  issueAccessToken,
  revokeSession,
  rotateSessionToken,
  SESSION_TTL_MS,
  sessionFromCookie,
  type SessionRow,
} from '../../services/members/sessions.ts';
import { accountMemberships, login, switchOrganization, type Organization } from '../../services/members/sign-in.ts';
import { setPasswordWithToken } from '../../services/members/set-password.ts';
import { requestUnlock } from '../../services/members/unlock.ts';
import { tenantName } from '../../services/tenants.ts';
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

const organizationSchema = z
  .object({
    tenantId: objectId(),
    name: z.string().max(NAME_MAX),
    role: z.enum(MEMBER_ROLES),
    ssoRequired: z.boolean().meta({ description: 'Password sign-in is off there: open it through its single sign-on.' }),
  })
  .meta({ id: 'DashboardOrganization' });

const MAX_ORGANIZATIONS = 100;

const sessionOut = z
  .object({
    accessToken: z.string().max(LIMITS.token).meta({ description: 'A 15-minute JWT: send it as `Authorization: Bearer …`.' }),
    expiresAt: timestamp(),
    csrfToken: z.string().max(100).meta({ description: 'Send as `X-CSRF-Token` on changes made with the session cookie.' }),
    member: memberSchema,
    organizations: z
      .array(organizationSchema)
      .max(MAX_ORGANIZATIONS)
      .meta({
        description:
          'Every organization this person may open (their own memberships only), the one used last first; `POST /auth/switch` opens another. ' +
          'A single sign-on session lists its own organization only.',
      }),
  })
  .meta({ id: 'DashboardLogin' });

const toMember = (m: MemberRow) => ({ id: m.id, tenantId: m.tenantId, email: m.email, name: m.name, role: m.role });

const secureCookies = (ctx: Context) => ctx.deps.publicUrl.startsWith('https://');

/** What a session may switch to: the account's organisations from a password session, else its own. */
async function organizationsOf(ctx: Context, session: SessionRow, member: MemberRow): Promise<Organization[]> {
  if (session.method === 'password' && member.accountId) return (await accountMemberships(ctx.db, member.accountId)).map((m) => m.organization);
  return [{ tenantId: member.tenantId, name: await tenantName(ctx.db, member.tenantId), role: member.role, ssoRequired: false }];
}

async function sessionAnswer(ctx: Context, session: SessionRow, member: MemberRow, organizations?: Organization[]) {
  const { accessToken, expiresAt } = await issueAccessToken(ctx.deps.sessionKeys, session, ctx.deps.clock.now());
  return {
    accessToken,
    expiresAt,
    csrfToken: csrfTokenFor(ctx.deps.sessionKeys, session.id),
    member: toMember(member),
    organizations: (organizations ?? (await organizationsOf(ctx, session, member))).slice(0, MAX_ORGANIZATIONS),
  };
}

const cookieOf = (ctx: Context, name: string) => parseCookies(ctx.headers.get('cookie'))[name];

export const authRouter = router({
  login: signInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        tags: ['Dashboard sessions'],
        summary: 'Log in a dashboard member',
        description:
          'Email and password → a 15-minute access token and an httpOnly session cookie (12 hours; ends after 2 idle hours) that refreshes it, for one ' +
          'organization: `tenantId` when given (404 `not_found` when the account is no member there), else the one used last. `organizations` lists the ' +
          'others this person may open with `POST /auth/switch`. ' +
          'A wrong email or password is 401 `invalid_credentials`, whichever it is, after the same work. Five failures for one account from one address lock ' +
          'that account for that address (1 minute, doubling up to an hour); fifty for one account from anywhere lock it for 15 minutes; twenty from one ' +
          'address lock the address for 15 minutes (429 with Retry-After). The account-wide and address-wide locks stop strangers only: a browser that ' +
          'signed in before (its httpOnly `device` cookie, set here, 180 days) counts against its own lock instead, and an address the account signed in ' +
          'from before skips the account-wide one. A locked-out owner can also ask for an unlock link by email (`POST /auth/unlock`). ' +
          'Tenants that enforce SSO answer 403 `sso_required`, closed ones 403 `tenant_closed`.',
      },
      errorCodes: ['invalid_credentials', 'rate_limit_exceeded', 'sso_required', 'tenant_closed', 'not_found'],
      setsCookie: true,
    })
    .input(
      z
        .object({
          email: z.string().min(1).max(EMAIL_MAX),
          password: z.string().min(1).max(PASSWORD_MAX),
          tenantId: objectId().optional().meta({ description: 'The organization to open; the one used last when absent.' }),
        })
        .strict(),
    )
    .output(sessionOut)
    .mutation(async ({ ctx, input }) => {
      const attempt = { ...input, ip: ctx.clientIp, userAgent: ctx.headers.get('user-agent'), deviceToken: cookieOf(ctx, DEVICE_COOKIE) };
      const result = await login(ctx.db, ctx.deps.sessionKeys, attempt, ctx.deps.clock.now(), ctx.deps.passwordCost);
      ctx.res.headers['Set-Cookie'] = [
        sessionCookie(result.sessionToken, secureCookies(ctx), SESSION_TTL_MS / 1000),
        deviceCookie(result.deviceToken, secureCookies(ctx), DEVICE_TTL_MS / 1000),
      ];
      return sessionAnswer(ctx, result.session, result.member, result.organizations);
    }),

  switch: memberProcedure('dashboard.read')
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/switch',
        tags: ['Dashboard sessions'],
        summary: 'Open another organization of the signed-in person',
        description:
          'Like an account switcher: from a password session, opens another organization the same person is a member of (one of `organizations`) ' +
          'without the password again. The current session ends; the answer sets the new session cookie. 404 `not_found` for an organization the ' +
          'person is not a member of; 409 `invalid_state` from a single sign-on session (sign in there with its own sign-in); 403 `sso_required` ' +
          'when the organization enforces single sign-on.',
      },
      errorCodes: ['not_found', 'invalid_state', 'sso_required'],
      setsCookie: true,
    })
    .input(z.object({ tenantId: objectId() }).strict())
    .output(sessionOut)
    .mutation(async ({ ctx, input }) => {
      const client = { ip: ctx.clientIp, userAgent: ctx.headers.get('user-agent') };
      const result = await switchOrganization(ctx.db, ctx.session, input.tenantId, client, ctx.deps.clock.now());
      ctx.res.headers['Set-Cookie'] = sessionCookie(result.sessionToken, secureCookies(ctx), SESSION_TTL_MS / 1000);
      return sessionAnswer(ctx, result.session, result.member, result.organizations);
    }),

  unlock: signInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/unlock',
        tags: ['Dashboard sessions'],
        summary: 'Email me an unlock link',
        description:
          'For a member locked out by failed sign-ins: when the address has a dashboard account, a one-time link (1 hour) goes to it; opening it lifts ' +
          'the lock and lets that browser sign in however many wrong passwords others send. At most one message per account per 10 minutes. ' +
          'The answer is the same, and as quick, for any address.',
      },
    })
    .input(z.object({ email: z.string().min(1).max(EMAIL_MAX) }).strict())
    .output(z.object({ requested: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const { db, emails, publicUrl, clock } = ctx.deps;
      ctx.deps.deferred?.run('unlock request', async () => void (await requestUnlock(db, emails, publicUrl, input.email, clock.now())));
      return { requested: true as const };
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
      const token = cookieOf(ctx, SESSION_COOKIE);
      const found = token ? await sessionFromCookie(ctx.db, token, now) : null;
      if (!found) throw new AppError('session_required');
      // A cookie the browser has already replaced (a concurrent refresh) is answered without another rotation.
      const rotated = found.previous ? null : await rotateSessionToken(ctx.db, found.session, now);
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
      await revokeSession(ctx.db, ctx.session.sessionId, ctx.deps.clock.now());
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
          'Joins the organization with the token of the set-password link mailed to the invited address (or printed by the CLI). Single use, 7 days. ' +
          'A new address chooses its password here; an address that already has a dashboard account (a member of another organization) gives that ' +
          'password instead (401 `invalid_credentials` otherwise, under the login throttle). 409 `invalid_state` for an unknown, used or expired token ' +
          '(checked before any password hashing); 403 `tenant_closed` when the organization is closed.',
      },
      errorCodes: ['invalid_state', 'tenant_closed', 'invalid_credentials', 'rate_limit_exceeded'],
    })
    .input(z.object({ token: z.string().min(1).max(200), password: z.string().max(PASSWORD_MAX) }).strict())
    .output(z.object({ member: memberSchema }))
    .mutation(async ({ ctx, input }) => {
      const client = { keys: ctx.deps.sessionKeys, ip: ctx.clientIp, deviceToken: cookieOf(ctx, DEVICE_COOKIE) };
      const member = await setPasswordWithToken(ctx.db, input.token, input.password, ctx.deps.clock.now(), ctx.deps.passwordCost, client);
      return { member: toMember(member) };
    }),
});
