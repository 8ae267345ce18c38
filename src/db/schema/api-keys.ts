import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    /** What the tenant calls the pair ("Backend", "CI"); null for pairs made before keys had names. */
    name: text('name'),
    publishableKey: text('publishable_key').notNull().unique(),
    /** SHA-256 hex of the secret key; the secret itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    secretLast4: text('secret_last4').notNull(),
    scopes: text('scopes').array().notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...tenantConstraints('api_keys', t), index('api_keys_secret_hash_idx').on(t.secretHash)],
);
