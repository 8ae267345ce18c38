/**
 * Single sign-on per tenant (spec §5 "Single sign-on"): OIDC (authorization
 * code + PKCE, openid-client) and SAML 2.0 (SP-initiated, signed assertions,
 * @node-saml/node-saml). Connections live in `sso_connections`; one-time
 * state (OIDC state/nonce/verifier, SAML request ids, seen assertion ids) in
 * `sso_requests`. Members are found by `issuer|subject`, or created just in
 * time with the connection's default role.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/query.ts';
import { ssoConnections, type MemberRole } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { recordAudit, type Actor } from '../audit.ts';

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type SsoProtocol = SsoConnectionRow['protocol'];

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Sealed with the instance signing secret (SecretBox); never returned or logged. */
  clientSecretSealed: string;
}

export interface SamlSettings {
  entryPoint: string;
  idpIssuer: string;
  /** The IdP's signing certificate (PEM). */
  idpCert: string;
}

const boxes = new Map<string, SecretBox>();
export function ssoSecretBox(signingSecret: string): SecretBox {
  let box = boxes.get(signingSecret);
  if (!box) boxes.set(signingSecret, (box = new SecretBox(signingSecret, 'sso-client-secrets')));
  return box;
}

/** The SP entity id (and SAML audience) of a tenant: its metadata URL. */
export function samlEntityId(publicUrl: string, tenantId: string): string {
  return `${publicUrl}/auth/sso/${tenantId}/saml/metadata`;
}
export const oidcCallbackUrl = (publicUrl: string) => `${publicUrl}/auth/sso/oidc/callback`;
export const samlAcsUrl = (publicUrl: string) => `${publicUrl}/auth/sso/saml/acs`;

// ---------------------------------------------------------------- configuration (CLI)

const CONNECTION_NAMES = ['protocol'];

function connectionAudit(row: SsoConnectionRow): Record<string, unknown> {
  const config = row.config as Record<string, unknown>;
  const shown = row.protocol === 'oidc' ? { issuer: config.issuer, clientId: config.clientId } : { entryPoint: config.entryPoint, idpIssuer: config.idpIssuer };
  return { protocol: row.protocol, enabled: row.enabled, enforced: row.enforced, defaultRole: row.defaultRole, ...shown };
}

async function upsertConnection(
  db: Db,
  input: { tenantId: string; protocol: SsoProtocol; defaultRole: MemberRole; enforced: boolean; config: Record<string, unknown> },
  by: Actor,
  now: Date,
): Promise<SsoConnectionRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(ssoConnections)
      .where(and(eq(ssoConnections.tenantId, input.tenantId), eq(ssoConnections.protocol, input.protocol)));
    const values = { enabled: true, enforced: input.enforced, defaultRole: input.defaultRole, config: input.config, updatedAt: now };
    const [row] = before
      ? await tx.update(ssoConnections).set(values).where(eq(ssoConnections.id, before.id)).returning()
      : await tx
          .insert(ssoConnections)
          .values({ id: newId('ssoConnection'), tenantId: input.tenantId, protocol: input.protocol, createdAt: now, ...values })
          .returning();
    await recordAudit(
      tx,
      by,
      {
        tenantId: input.tenantId,
        action: 'sso.connection_set',
        targetType: 'sso_connection',
        targetId: row!.id,
        before: before ? connectionAudit(before) : null,
        after: connectionAudit(row!),
        // Written even when no shown field changed: the client secret may have (it is never in the row).
        names: CONNECTION_NAMES,
      },
      now,
    );
    return row!;
  });
}

function checkUrl(value: string, param: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SsoConfigError(`${param} must be an absolute URL.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url)))
    throw new SsoConfigError(`${param} must use https (http only for localhost).`);
}

export class SsoConfigError extends Error {}

export function isLoopback(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
}

export async function setOidcConnection(
  db: Db,
  signingSecret: string,
  input: { tenantId: string; issuer: string; clientId: string; clientSecret: string; defaultRole: MemberRole; enforced: boolean },
  by: Actor,
  now: Date,
): Promise<SsoConnectionRow> {
  checkUrl(input.issuer, '--issuer');
  if (!input.clientId.trim() || !input.clientSecret) throw new SsoConfigError('--client-id and --client-secret are required.');
  const config: OidcSettings = {
    issuer: input.issuer,
    clientId: input.clientId.trim(),
    clientSecretSealed: ssoSecretBox(signingSecret).seal(input.clientSecret),
  };
  return upsertConnection(
    db,
    { tenantId: input.tenantId, protocol: 'oidc', defaultRole: input.defaultRole, enforced: input.enforced, config: { ...config } },
    by,
    now,
  );
}

export async function setSamlConnection(
  db: Db,
  input: { tenantId: string; entryPoint: string; idpIssuer: string; idpCert: string; defaultRole: MemberRole; enforced: boolean },
  by: Actor,
  now: Date,
): Promise<SsoConnectionRow> {
  checkUrl(input.entryPoint, '--entry-point');
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/.test(input.idpCert))
    throw new SsoConfigError('--idp-cert-file must hold a PEM certificate.');
  if (!input.idpIssuer.trim()) throw new SsoConfigError('--idp-issuer is required.');
  const config: SamlSettings = { entryPoint: input.entryPoint, idpIssuer: input.idpIssuer.trim(), idpCert: input.idpCert.trim() };
  return upsertConnection(
    db,
    { tenantId: input.tenantId, protocol: 'saml', defaultRole: input.defaultRole, enforced: input.enforced, config: { ...config } },
    by,
    now,
  );
}

/** Turns a connection off (and with it its enforcement); returns false when there was none. */
export async function disableConnection(db: Db, tenantId: string, protocol: SsoProtocol, by: Actor, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(ssoConnections)
      .where(and(eq(ssoConnections.tenantId, tenantId), eq(ssoConnections.protocol, protocol)));
    if (!before) return false;
    const [row] = await tx.update(ssoConnections).set({ enabled: false, enforced: false, updatedAt: now }).where(eq(ssoConnections.id, before.id)).returning();
    await recordAudit(
      tx,
      by,
      {
        tenantId,
        action: 'sso.connection_disabled',
        targetType: 'sso_connection',
        targetId: before.id,
        before: connectionAudit(before),
        after: connectionAudit(row!),
        names: CONNECTION_NAMES,
      },
      now,
    );
    return true;
  });
}

export async function enabledConnection(db: DbOrTx, tenantId: string, protocol: SsoProtocol): Promise<SsoConnectionRow | null> {
  const [row] = await db
    .select()
    .from(ssoConnections)
    .where(and(eq(ssoConnections.tenantId, tenantId), eq(ssoConnections.protocol, protocol), eq(ssoConnections.enabled, true)));
  return row ?? null;
}
