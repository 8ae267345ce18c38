import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { members } from './members.ts';

export const SESSION_METHODS = ['password', 'oidc', 'saml'] as const;

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

/**
 * Where an account signed in successfully (a client address), so the
 * account-wide lockout stops strangers and not the owner (issue 33 #2). A
 * browser is recognised by its signed device cookie instead; this covers
 * clients that keep no cookies. Swept 90 days after the last success.
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'login_known_addresses_pk', columns: [t.accountKey, t.ip] }), index('login_known_addresses_last_idx').on(t.lastSuccessAt)],
);
