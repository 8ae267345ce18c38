import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenants } from './tenants.ts';

export const MEMBER_ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_STATUSES = ['active', 'disabled'] as const;

/**
 * Dashboard members. A member belongs to one tenant. An email is unique
 * within a tenant, and across tenants among *claimed* members — those who
 * proved the address by setting their password or signing in with single
 * sign-on — so login needs no tenant, while an invitation reserves nothing
 * (decisions §12: an invite cannot squat on someone else's address).
 */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    /** scrypt, `scrypt$N$r$p$salt$hash` (base64url); null until a password is set (or for SSO-only members). */
    passwordHash: text('password_hash'),
    /** SHA-256 of the one-time set-password token; cleared when used. */
    passwordTokenHash: text('password_token_hash'),
    passwordTokenExpiresAt: timestamp('password_token_expires_at', { withTimezone: true }),
    /** `issuer|subject` (OIDC) or `entityId|nameId` (SAML) of the identity this member signs in with. */
    ssoSubject: text('sso_subject'),
    /** When the member proved the address (set a password or signed in with SSO); null for an invitation not yet taken up. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** An SSO identity that asked to be linked to this member and awaits an admin's confirmation (or the member's password). */
    ssoLinkSubject: text('sso_link_subject'),
    ssoLinkRequestedAt: timestamp('sso_link_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_tenant_email_uq').on(t.tenantId, t.emailKey),
    uniqueIndex('members_email_claimed_uq').on(t.emailKey).where(sql`${t.claimedAt} is not null`),
    uniqueIndex('members_sso_subject_uq').on(t.tenantId, t.ssoSubject),
    unique('members_id_tenant_uq').on(t.id, t.tenantId),
    index('members_tenant_idx').on(t.tenantId),
    check('members_role_check', sql`${t.role} in ('owner', 'admin', 'developer', 'viewer')`),
    check('members_status_check', sql`${t.status} in ('active', 'disabled')`),
    // A password is set only through the member's own link, which claims the address.
    check('members_password_claimed_check', sql`${t.passwordHash} is null or ${t.claimedAt} is not null`),
  ],
);
