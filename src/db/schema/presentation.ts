import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns.ts';
import { tenantColumns, tenantConstraints } from './partition.ts';

/**
 * How an environment presents itself to the people its hosted pages (and
 * messages) reach: whose escrow it is, whom to ask, how to pay. One row per
 * environment, made on the first change; no row means the defaults (the
 * tenant's name, no contact, no logo, no funding instructions).
 */
export const environmentPresentations = pgTable(
  'environment_presentations',
  {
    ...tenantColumns(),
    /** Null: the tenant's name. */
    displayName: text('display_name'),
    supportEmail: text('support_email'),
    supportUrl: text('support_url'),
    /** `#rrggbb`, checked for contrast against white when set. */
    accentColor: text('accent_color'),
    /** Plain text (links are recognised when shown, nothing else is markup). */
    fundingInstructions: text('funding_instructions'),
    /** The logo's bytes, their sniffed type, and their SHA-256 (the logo's public, content-addressed URL). */
    logo: bytea('logo'),
    logoContentType: text('logo_content_type'),
    logoSha256: text('logo_sha256'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'environment_presentations_pkey', columns: [t.environmentId] }),
    ...tenantConstraints('environment_presentations', t),
    index('environment_presentations_logo_sha256_idx').on(t.logoSha256),
    check('environment_presentations_accent_check', sql`${t.accentColor} is null or ${t.accentColor} ~ '^#[0-9a-f]{6}$'`),
    check(
      'environment_presentations_logo_check',
      sql`(${t.logo} is null) = (${t.logoContentType} is null) and (${t.logo} is null) = (${t.logoSha256} is null)`,
    ),
  ],
);
