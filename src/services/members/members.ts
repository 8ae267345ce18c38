/**
 * Dashboard members: creating one (with its one-time set-password token) and
 * reading them. Their sessions, sign-in, password links and the changes an
 * admin makes are beside this file.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { members, tenants, type MemberRole } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { idPattern, newId } from '../../lib/ids.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { renderEmail } from '../emails/layout.ts';
import { inviteContent } from '../emails/member-messages.ts';
import { enqueueEmail, type EmailSettings } from '../emails/outbox.ts';
import { keysetOrder, keysetWhere, paginate, type Page, type PageQuery, type PaginationDeps } from '../pagination.ts';
import { checkOwnerRule } from '../roles.ts';
import { normalizeEmail } from '../user-input.ts';

export type MemberRow = typeof members.$inferSelect;

export const PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function memberEmail(raw: string): { email: string; emailKey: string } {
  const normalized = normalizeEmail(raw);
  if (!normalized) throw new AppError('validation_failed', { param: 'email', details: [{ path: 'email', message: 'Must be a valid email address.' }] });
  return normalized;
}

/** Mailing the set-password link to the invited address (the dashboard's invitations; the CLI prints it instead). */
export interface InviteMail {
  settings: EmailSettings;
  publicUrl: string;
  /** Who invites, as the message names them. */
  invitedBy: string;
}

/**
 * A new member with a one-time set-password token (returned once; stored as
 * a digest), mailed to the address when `mail` is given, in the same
 * transaction. The email is reserved nowhere until its owner completes the
 * link (setPasswordWithToken) or signs in with SSO, so inviting never
 * reveals whether the address belongs to another organization's member.
 * Only an owner (or the operator) may create an owner.
 */
export async function createMember(
  db: DbOrTx,
  input: { tenantId: string; email: string; name: string; role: MemberRole },
  by: Actor,
  now: Date,
  mail?: InviteMail,
): Promise<{ member: MemberRow; passwordToken: string }> {
  checkOwnerRule(by, input.role);
  const { email, emailKey } = memberEmail(input.email);
  const passwordToken = `pwt_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        id: newId('member'),
        tenantId: input.tenantId,
        email,
        emailKey,
        name: input.name,
        role: input.role,
        passwordTokenHash: sha256Hex(passwordToken),
        passwordTokenExpiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!member) throw new AppError('invalid_state', { param: 'email', message: 'This organization already has a member with this email.' });
    await recordAudit(
      tx,
      by,
      { tenantId: input.tenantId, action: 'member.created', targetType: 'member', targetId: member.id, after: memberAudit(member) },
      now,
    );
    if (mail) await mailInvitation(tx, member, passwordToken, mail, now);
    return { member, passwordToken };
  });
}

async function mailInvitation(tx: DbOrTx, member: MemberRow, passwordToken: string, mail: InviteMail, now: Date): Promise<void> {
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, member.tenantId));
  const url = setPasswordUrl(mail.publicUrl, passwordToken);
  const content = inviteContent({ organization: tenant!.name, invitedBy: mail.invitedBy, role: member.role, url, name: member.name });
  await enqueueEmail(
    tx,
    mail.settings,
    {
      audience: 'member',
      template: 'member.invite',
      tenantId: member.tenantId,
      environmentId: null,
      to: { address: member.email, name: member.name },
      rendered: renderEmail(content, { name: tenant!.name }, { test: false }),
    },
    now,
  );
}

/**
 * A fresh set-password link for an invitation not taken up (the operator's
 * CLI, e.g. where no SMTP server is configured): the previous link stops
 * working. 409 when the member has already joined.
 */
export async function reissuePasswordLink(
  db: DbOrTx,
  tenantId: string,
  email: string,
  by: Actor,
  now: Date,
): Promise<{ member: MemberRow; passwordToken: string }> {
  const { emailKey } = memberEmail(email);
  const passwordToken = `pwt_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(members)
      .set({ passwordTokenHash: sha256Hex(passwordToken), passwordTokenExpiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS), updatedAt: now })
      .where(and(eq(members.tenantId, tenantId), eq(members.emailKey, emailKey), isNull(members.claimedAt)))
      .returning();
    if (!member)
      throw new AppError('invalid_state', {
        param: 'email',
        message: 'No invitation waiting for this address in this organization (unknown, or already joined).',
      });
    await recordAudit(tx, by, { tenantId, action: 'member.link_reissued', targetType: 'member', targetId: member.id }, now);
    return { member, passwordToken };
  });
}

/** A tenant's dashboard members, oldest first, disabled ones included. */
export async function listMembers(db: DbOrTx, tenantId: string, limit?: number): Promise<MemberRow[]> {
  const query = db.select().from(members).where(eq(members.tenantId, tenantId)).orderBy(asc(members.id));
  return limit === undefined ? query : query.limit(limit);
}

/** A tenant's members, newest first, a page at a time (the dashboard's list). */
export function listMembersPage(db: DbOrTx, deps: PaginationDeps, tenantId: string, query: PageQuery): Promise<Page<MemberRow>> {
  const base = eq(members.tenantId, tenantId);
  return paginate(deps, query, {
    scope: `members:${tenantId}`,
    idPattern: idPattern('member'),
    fetch: (keyset) =>
      db
        .select()
        .from(members)
        .where(keysetWhere(members.id, keyset, base))
        .orderBy(keysetOrder(members.id, keyset))
        .limit(keyset.take),
    map: (row) => row,
  });
}

export async function memberById(db: DbOrTx, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export function memberAudit(m: MemberRow): Record<string, unknown> {
  return { email: m.email, name: m.name, role: m.role, status: m.status };
}

export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/dashboard/set-password?token=${encodeURIComponent(token)}`;
}

/** Members with their tenant's status (a closed tenant's members neither sign in nor set passwords). */
export const withTenantStatus = (db: DbOrTx) =>
  db.select({ member: members, tenantStatus: tenants.status }).from(members).innerJoin(tenants, eq(tenants.id, members.tenantId));
