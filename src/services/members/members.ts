/**
 * Dashboard members: creating one (with its one-time set-password token) and
 * reading them. Their sessions, sign-in, password links and the changes an
 * admin makes are beside this file.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { members, tenants, type MemberRole } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { checkOwnerRule } from '../roles.ts';
import { normalizeEmail } from '../user-input.ts';

export type MemberRow = typeof members.$inferSelect;

export const PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function memberEmail(raw: string): { email: string; emailKey: string } {
  const normalized = normalizeEmail(raw);
  if (!normalized) throw new AppError('validation_failed', { param: 'email', details: [{ path: 'email', message: 'Must be a valid email address.' }] });
  return normalized;
}

/**
 * A new member with a one-time set-password token (returned once; stored as
 * a digest). The email is reserved nowhere until the member claims it
 * (setPasswordWithToken or SSO), so inviting never reveals whether the
 * address belongs to another organization's member. Only an owner (or the
 * operator) may create an owner.
 */
export async function createMember(
  db: DbOrTx,
  input: { tenantId: string; email: string; name: string; role: MemberRole },
  by: Actor,
  now: Date,
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
    return { member, passwordToken };
  });
}

/** A tenant's dashboard members, oldest first, disabled ones included. */
export async function listMembers(db: DbOrTx, tenantId: string, limit?: number): Promise<MemberRow[]> {
  const query = db.select().from(members).where(eq(members.tenantId, tenantId)).orderBy(asc(members.id));
  return limit === undefined ? query : query.limit(limit);
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
