import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenants } from './tenants.ts';

export const MEMBER_ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export const SESSION_METHODS = ['password', 'oidc', 'saml'] as const;
export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
/**
 * One-time SSO state: an OIDC authorization request, a SAML AuthnRequest,
 * a seen SAML assertion id, a verified SAML answer waiting for its browser
 * (the ACS is a cross-site POST that carries no SameSite cookie), and an
 * identity waiting for the member's password to be linked.
 */
export const SSO_REQUEST_KINDS = ['oidc_state', 'saml_request', 'saml_assertion', 'saml_result', 'sso_link'] as const;

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

/** Server-side sessions: the cookie carries a random token whose SHA-256 is stored here. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    memberId: text('member_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The cookie token before the last refresh: still accepted for a short grace, then a sign of a stolen copy. */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    method: text('method', { enum: SESSION_METHODS }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_sessions_token_uq').on(t.tokenHash),
    index('member_sessions_previous_token_idx').on(t.previousTokenHash),
    index('member_sessions_member_idx').on(t.memberId),
    // The session's member is in the session's tenant.
    foreignKey({ name: 'member_sessions_member_fk', columns: [t.memberId, t.tenantId], foreignColumns: [members.id, members.tenantId] }),
  ],
);

/** Failed logins per account (email key) and per client address: lockout with backoff, shared by every process. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Every dashboard change: who, what, when, before → after; written in the change's own transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The member who acted; null for the operator CLI or the system (SSO just-in-time creation). */
    memberId: text('member_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    environmentId: text('environment_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_tenant_idx').on(t.tenantId, t.id)],
);

/** A tenant's single sign-on connection (one per protocol). */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    protocol: text('protocol', { enum: SSO_PROTOCOLS }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** When on, members of this tenant cannot log in with a password. */
    enforced: boolean('enforced').notNull().default(false),
    /** Role of members created just in time on their first SSO login. */
    defaultRole: text('default_role', { enum: MEMBER_ROLES }).notNull().default('viewer'),
    /** Protocol settings (OIDC: issuer, clientId, sealed clientSecret; SAML: entryPoint, idpCert, idpIssuer, audience). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sso_connections_tenant_protocol_uq').on(t.tenantId, t.protocol),
    check('sso_connections_protocol_check', sql`${t.protocol} in ('oidc', 'saml')`),
    check('sso_connections_role_check', sql`${t.defaultRole} in ('owner', 'admin', 'developer', 'viewer')`),
  ],
);

/**
 * Single-use SSO state: an OIDC authorization request (state, PKCE verifier,
 * nonce) or a SAML AuthnRequest id (InResponseTo), and seen SAML assertion
 * ids (replay protection). Consumed atomically; expired rows are ignored.
 */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    kind: text('kind', { enum: SSO_REQUEST_KINDS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sso_requests_expires_idx').on(t.expiresAt)],
);
