import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { MEMBER_ROLES } from './members.ts';
import { tenants } from './tenants.ts';

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
/**
 * One-time SSO state: an OIDC authorization request, a SAML AuthnRequest,
 * a seen SAML assertion id, a verified SAML answer waiting for its browser
 * (the ACS is a cross-site POST that carries no SameSite cookie), and an
 * identity waiting for the member's password to be linked.
 */
export const SSO_REQUEST_KINDS = ['oidc_state', 'saml_request', 'saml_assertion', 'saml_result', 'sso_link'] as const;

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
