import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenants } from './tenants.ts';

export const MEMBER_ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_STATUSES = ['active', 'disabled'] as const;

/**
 * A person's password sign-in, one per email address, shared by their
 * memberships of several organisations (decisions §13). Made only when the
 * owner of the mailbox completes a set-password link mailed to it (or the
 * operator's CLI link), so no organisation can create one for someone else.
 * No tenant owns it.
 */
export const dashboardAccounts = pgTable('dashboard_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull().unique('dashboard_accounts_email_key_uq'),
  /** scrypt, `scrypt$N$r$p$salt$hash` (base64url). */
  passwordHash: text('password_hash').notNull(),
  /** SHA-256 of the one-time unlock link mailed to a locked-out owner; cleared when used. */
  unlockTokenHash: text('unlock_token_hash'),
  unlockTokenExpiresAt: timestamp('unlock_token_expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Dashboard members: one person's membership of one tenant. An email is
 * unique within a tenant; across tenants an address may be a member of
 * several organisations, each membership separate (decisions §13). An
 * invitation reserves nothing: the membership is joined (`claimedAt`) when
 * the owner of the address completes the link mailed to it (which attaches
 * their dashboard account) or signs in with single sign-on and a verified
 * email.
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
    /** The dashboard account (password sign-in) of the person who joined; null for an invitation not taken up and for SSO-only members. */
    accountId: text('account_id').references(() => dashboardAccounts.id),
    /** SHA-256 of the one-time set-password token; cleared when used. */
    passwordTokenHash: text('password_token_hash'),
    passwordTokenExpiresAt: timestamp('password_token_expires_at', { withTimezone: true }),
    /** `issuer|subject` (OIDC) or `entityId|nameId` (SAML) of the identity this member signs in with. */
    ssoSubject: text('sso_subject'),
    /** When the member proved the address (completed the mailed link or signed in with SSO); null for an invitation not yet taken up. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The last sign-in to this organisation: a password sign-in without a choice opens the one used last. */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    /** An SSO identity that asked to be linked to this member and awaits an admin's confirmation (or the member's password). */
    ssoLinkSubject: text('sso_link_subject'),
    ssoLinkRequestedAt: timestamp('sso_link_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_tenant_email_uq').on(t.tenantId, t.emailKey),
    index('members_account_idx').on(t.accountId),
    uniqueIndex('members_sso_subject_uq').on(t.tenantId, t.ssoSubject),
    unique('members_id_tenant_uq').on(t.id, t.tenantId),
    index('members_tenant_idx').on(t.tenantId),
    check('members_role_check', sql`${t.role} in ('owner', 'admin', 'developer', 'viewer')`),
    check('members_status_check', sql`${t.status} in ('active', 'disabled')`),
    // An account is attached only through the member's own link, which claims the address.
    check('members_account_claimed_check', sql`${t.accountId} is null or ${t.claimedAt} is not null`),
  ],
);
