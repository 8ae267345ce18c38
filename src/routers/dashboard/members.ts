import { z } from 'zod';
import { MEMBER_ROLES, MEMBER_STATUSES } from '../../db/schema/index.ts';
import { memberActor } from '../../services/audit.ts';
import { createMember, listMembersPage as readMembers, type MemberRow } from '../../services/members/members.ts';
import { confirmMemberSsoLink as confirmLink, updateMember as update } from '../../services/members/update.ts';
import { EMAIL_MAX, NAME_MAX } from '../../services/user-input.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { idParam, iso, LIMITS, objectId, pageOutput, pageQueryShape, timestamp } from '../shared/schemas.ts';
import { TAG } from './shared.ts';

const memberIdParam = idParam('member', 'Must be a member id (mem_…).').meta({ description: 'Member id.' });

export const dashboardMemberSchema = z
  .object({
    id: objectId(),
    email: z.string().max(EMAIL_MAX),
    name: z.string().max(NAME_MAX),
    role: z.enum(MEMBER_ROLES),
    status: z.enum(MEMBER_STATUSES),
    passwordSet: z.boolean().meta({ description: 'False until the member has used the set-password link mailed to them (and for SSO-only members).' }),
    joined: z.boolean().meta({
      description: 'Whether the owner of the address has taken the invitation up (completed the mailed link, or signed in with single sign-on).',
    }),
    sso: z.boolean().meta({ description: 'Whether the member has signed in with single sign-on.' }),
    ssoLinkRequest: z
      .object({ subject: z.string().max(LIMITS.url), requestedAt: timestamp() })
      .nullable()
      .meta({
        description:
          'A single sign-on identity (`issuer|subject`) that signed in with this member’s email and asks to be linked to it; an owner or admin confirms it ' +
          '(`POST /v1/dashboard/members/{id}/confirm-sso-link`), or the member with their password. Null when none is waiting.',
      }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'DashboardMember' });

function toMember(m: MemberRow): z.infer<typeof dashboardMemberSchema> {
  return {
    id: m.id,
    email: m.email,
    name: m.name,
    role: m.role,
    status: m.status,
    passwordSet: m.accountId !== null,
    joined: m.claimedAt !== null,
    sso: m.ssoSubject !== null,
    ssoLinkRequest:
      m.ssoLinkSubject && m.ssoLinkRequestedAt ? { subject: m.ssoLinkSubject.slice(0, LIMITS.url), requestedAt: iso(m.ssoLinkRequestedAt) } : null,
    createdAt: iso(m.createdAt),
    updatedAt: iso(m.updatedAt),
  };
}

export const listMembers = memberProcedure('dashboard.read')
  .meta({
    openapi: {
      method: 'GET',
      path: '/v1/dashboard/members',
      tags: [TAG],
      summary: "The tenant's dashboard members",
      description:
        'Newest first, disabled ones included, with cursor pagination like every list. Every role may read it; inviting and changing members is for owners and admins.',
    },
  })
  .input(
    z
      .object({ ...pageQueryShape })
      .strict()
      .optional(),
  )
  .output(pageOutput(dashboardMemberSchema))
  .query(async ({ ctx, input = {} }) => {
    const page = await readMembers(ctx.db, ctx.deps, ctx.session.tenantId, input);
    return { ...page, data: page.data.map(toMember) };
  });

export const inviteMember = memberProcedure('members.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/members',
      tags: [TAG],
      summary: 'Invite a member',
      description:
        'Creates the member and mails the one-time set-password link (valid 7 days) to the invited address, and only there: the inviter never sees it, ' +
        'so nobody can join with someone else’s address (decisions §13). `emailed` is false when the server has no SMTP server configured: the message ' +
        'is stored, not sent, and the operator can print a link with `npm run cli -- members link`. An email already used by a member of ' +
        'this organization is 409 `invalid_state`; whether it belongs to another organization is never disclosed (the invitation reserves nothing until ' +
        'the owner of the address completes the link). Only an owner can invite an owner (403 `role_forbidden`). Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ email: z.string().trim().min(3).max(EMAIL_MAX), name: z.string().trim().min(1).max(NAME_MAX), role: z.enum(MEMBER_ROLES) }).strict())
  .output(
    z.object({
      member: dashboardMemberSchema,
      emailed: z.boolean().meta({ description: 'The invitation was queued to be sent (false: no SMTP server is configured; the message is only stored).' }),
    }),
  )
  .mutation(async ({ ctx, input }) => {
    const mail = { settings: ctx.deps.emails, publicUrl: ctx.deps.publicUrl, invitedBy: ctx.session.name };
    const { member } = await createMember(ctx.db, { tenantId: ctx.session.tenantId, ...input }, memberActor(ctx.session), ctx.deps.clock.now(), mail);
    return { member: toMember(member), emailed: ctx.deps.emails.smtp };
  });

export const updateMember = memberProcedure('members.write')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/v1/dashboard/members/{id}',
      tags: [TAG],
      summary: "Change a member's role or status",
      description:
        'Disabling a member ends their sessions at once. Only an owner can change an owner or make one (403 `role_forbidden`); the last active owner cannot be demoted or disabled (409 `invalid_state`). Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ id: memberIdParam, role: z.enum(MEMBER_ROLES).optional(), status: z.enum(MEMBER_STATUSES).optional() }).strict())
  .output(dashboardMemberSchema)
  .mutation(async ({ ctx, input: { id, ...patch } }) => toMember(await update(ctx.db, id, patch, memberActor(ctx.session), ctx.deps.clock.now())));

export const confirmMemberSsoLink = memberProcedure('members.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/members/{id}/confirm-sso-link',
      tags: [TAG],
      summary: "Confirm a member's single sign-on link",
      description:
        'Links the waiting single sign-on identity (`ssoLinkRequest`) to the member, who can then sign in with it. ' +
        'An identity is never linked to an existing ' +
        'member silently unless the provider verified the email and the member has no password. 409 `invalid_state` when no request is waiting (or `subject` ' +
        'no longer names it). Only an owner can confirm for an owner. Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(
    z
      .object({ id: memberIdParam, subject: z.string().min(1).max(LIMITS.url).meta({ description: 'The `ssoLinkRequest.subject` confirmed, as shown.' }) })
      .strict(),
  )
  .output(dashboardMemberSchema)
  .mutation(async ({ ctx, input }) => toMember(await confirmLink(ctx.db, input.id, input.subject, memberActor(ctx.session), ctx.deps.clock.now())));
