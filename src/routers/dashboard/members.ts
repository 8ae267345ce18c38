import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MEMBER_ROLES, MEMBER_STATUSES, members, type MemberRole } from '../../db/schema/index.ts';
import { recordAudit } from '../../services/audit.ts';
import { createMember, memberAudit, revokeMemberSessions, setPasswordUrl, type MemberRow } from '../../services/member-sessions.ts';
import { confirmSsoLink } from '../../services/sso.ts';
import { EMAIL_MAX, NAME_MAX } from '../../services/user-input.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionPrincipal } from '../../services/member-sessions.ts';
import { AppError } from '../../errors.ts';
import { memberProcedure } from '../../trpc/procedures.ts';
import { idParam, iso, LIMITS, noInput, objectId, timestamp } from '../shared/schemas.ts';
import { actorOf, TAG } from './shared.ts';

/** A tenant's dashboard team is small; the list is not paginated. */
const MAX_MEMBERS_LISTED = 1000;

const memberIdParam = idParam('member', 'Must be a member id (mem_…).').meta({ description: 'Member id.' });

export const dashboardMemberSchema = z
  .object({
    id: objectId(),
    email: z.string().max(EMAIL_MAX),
    name: z.string().max(NAME_MAX),
    role: z.enum(MEMBER_ROLES),
    status: z.enum(MEMBER_STATUSES),
    passwordSet: z.boolean().meta({ description: 'False until the member has used their set-password link (or for SSO-only members).' }),
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
    passwordSet: m.passwordHash !== null,
    sso: m.ssoSubject !== null,
    ssoLinkRequest:
      m.ssoLinkSubject && m.ssoLinkRequestedAt ? { subject: m.ssoLinkSubject.slice(0, LIMITS.url), requestedAt: iso(m.ssoLinkRequestedAt) } : null,
    createdAt: iso(m.createdAt),
    updatedAt: iso(m.updatedAt),
  };
}

/** Only an owner may create, promote to, demote or disable an owner. */
function checkOwnerRule(session: SessionPrincipal, ...roles: (MemberRole | undefined)[]): void {
  if (session.role !== 'owner' && roles.includes('owner')) {
    throw new AppError('role_forbidden', { message: 'Only an owner can add, promote to, change or disable an owner.' });
  }
}

export const listMembers = memberProcedure('dashboard.read')
  .meta({ openapi: { method: 'GET', path: '/v1/dashboard/members', tags: [TAG], summary: "The tenant's dashboard members", description: 'Oldest first, disabled ones included. Every role may read it; inviting and changing members is for owners and admins.' } })
  .input(noInput)
  .output(z.object({ data: z.array(dashboardMemberSchema).max(MAX_MEMBERS_LISTED) }))
  .query(async ({ ctx }) => {
    const rows = await ctx.db.select().from(members).where(eq(members.tenantId, ctx.session.tenantId)).orderBy(asc(members.id)).limit(MAX_MEMBERS_LISTED);
    return { data: rows.map(toMember) };
  });

export const inviteMember = memberProcedure('members.write')
  .meta({
    openapi: {
      method: 'POST',
      path: '/v1/dashboard/members',
      tags: [TAG],
      summary: 'Invite a member',
      description:
        'Creates the member and returns a one-time set-password link (valid 7 days) to hand over; it is shown only here. ' +
        'An email already used by a member of ' +
        'this organization is 409 `invalid_state`; whether it belongs to another organization is never disclosed (the invitation reserves nothing until the ' +
        'member sets a password). ' +
        'Only an owner can invite an owner (403 `role_forbidden`). Written to the audit log.',
    },
    errorCodes: ['invalid_state'],
  })
  .input(z.object({ email: z.string().trim().min(3).max(EMAIL_MAX), name: z.string().trim().min(1).max(NAME_MAX), role: z.enum(MEMBER_ROLES) }).strict())
  .output(z.object({ member: dashboardMemberSchema, setPasswordUrl: z.string().max(LIMITS.url).meta({ description: 'The one-time set-password link; shown only here.' }) }))
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    checkOwnerRule(session, input.role);
    // createMember writes the member and its audit row in one transaction.
    const { member, passwordToken } = await createMember(ctx.db, { tenantId: session.tenantId, ...input }, actorOf(session), ctx.deps.clock.now());
    return { member: toMember(member), setPasswordUrl: setPasswordUrl(ctx.deps.publicUrl, passwordToken) };
  });

async function lockedActiveOwners(tx: DbOrTx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.role, 'owner'), eq(members.status, 'active')))
    .orderBy(asc(members.id))
    .for('update');
  return rows.map((r) => r.id);
}

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
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      // Owners first, then the target: every change to owners takes the same locks in the same order.
      const owners = await lockedActiveOwners(tx, session.tenantId);
      const [before] = await tx.select().from(members).where(and(eq(members.id, input.id), eq(members.tenantId, session.tenantId))).for('update');
      if (!before) throw new AppError('not_found', { param: 'id', message: `No such member: ${input.id}` });
      checkOwnerRule(session, before.role, input.role);
      const role = input.role ?? before.role;
      const status = input.status ?? before.status;
      const losesOwner = before.role === 'owner' && before.status === 'active' && (role !== 'owner' || status !== 'active');
      if (losesOwner && owners.filter((id) => id !== before.id).length === 0) {
        throw new AppError('invalid_state', { message: 'This is the last active owner; make another member owner first.' });
      }
      const [after] = await tx.update(members).set({ role, status, updatedAt: now }).where(eq(members.id, before.id)).returning();
      if (status === 'disabled') await revokeMemberSessions(tx, before.id, now);
      await recordAudit(tx, actorOf(session), { tenantId: session.tenantId, action: 'member.updated', targetType: 'member', targetId: before.id, before: memberAudit(before), after: memberAudit(after!) }, now);
      return after!;
    });
    return toMember(row);
  });

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
  .mutation(async ({ ctx, input }) => {
    const { session } = ctx;
    const now = ctx.deps.clock.now();
    const row = await ctx.db.transaction(async (tx) => {
      const [member] = await tx.select().from(members).where(and(eq(members.id, input.id), eq(members.tenantId, session.tenantId))).for('update');
      if (!member) throw new AppError('not_found', { param: 'id', message: `No such member: ${input.id}` });
      checkOwnerRule(session, member.role);
      const linked = await confirmSsoLink(tx, member, input.subject, actorOf(session), 'admin', now);
      if (!linked) throw new AppError('invalid_state', { param: 'subject', message: 'No single sign-on link with this subject is waiting for this member.' });
      return linked;
    });
    return toMember(row);
  });
