/**
 * Single sign-on per tenant (spec §5 "Single sign-on"): OIDC (authorization
 * code + PKCE, openid-client) and SAML 2.0 (SP-initiated, signed assertions,
 * @node-saml/node-saml). Connections live in `sso_connections`; one-time
 * state (OIDC state/nonce/verifier, SAML request ids, seen assertion ids) in
 * `sso_requests`. Members are found by `issuer|subject`, or created just in
 * time with the connection's default role.
 */
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { members, ssoConnections, ssoRequests, type MemberRole } from '../db/schema/index.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { newId } from '../lib/ids.ts';
import { SecretBox } from '../lib/secret-box.ts';
import { memberActor, recordAudit, SSO_ACTOR, type Actor } from './audit.ts';
import { createSession, type SessionRow } from './members/sessions.ts';
import { memberAudit, type MemberRow } from './members/members.ts';
import { normalizeEmail } from './user-input.ts';

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

/** OIDC state and SAML AuthnRequests are valid for 10 minutes. */
export const SSO_REQUEST_TTL_MS = 10 * 60 * 1000;

/** A refusal shown to the browser as an HTML error page. */
export class SsoError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 410 | 429 | 502,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
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

// ---------------------------------------------------------------- one-time state

export async function saveSsoRequest(
  db: DbOrTx,
  row: { id: string; tenantId: string; kind: (typeof ssoRequests.$inferInsert)['kind']; data?: Record<string, unknown>; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(ssoRequests)
    .values({ ...row, data: row.data ?? {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: ssoRequests.id });
  return inserted.length === 1;
}

export async function peekSsoRequest(db: DbOrTx, id: string, kind: (typeof ssoRequests.$inferInsert)['kind']) {
  const [row] = await db
    .select()
    .from(ssoRequests)
    .where(and(eq(ssoRequests.id, id), eq(ssoRequests.kind, kind)));
  return row ?? null;
}

/** Marks a request used, atomically: only one caller gets the row, and only while it is live. */
export async function consumeSsoRequest(db: DbOrTx, id: string, kind: (typeof ssoRequests.$inferInsert)['kind'], now: Date) {
  const [row] = await db
    .update(ssoRequests)
    .set({ consumedAt: now })
    .where(and(eq(ssoRequests.id, id), eq(ssoRequests.kind, kind), isNull(ssoRequests.consumedAt), gt(ssoRequests.expiresAt, now)))
    .returning();
  return row ?? null;
}

export const oidcStateId = (state: string) => `oidc_${sha256Hex(state)}`;
export const samlRequestId = (tenantId: string, requestId: string) => `samlreq_${sha256Hex(`${tenantId}|${requestId}`)}`;
export const samlAssertionId = (tenantId: string, assertionId: string) => `samlasrt_${sha256Hex(`${tenantId}|${assertionId}`)}`;

// ---------------------------------------------------------------- sign-in

export interface SsoIdentity {
  /** `issuer|subject`. */
  subject: string;
  email: string | undefined;
  /**
   * Whether the IdP vouches for the address: true only when an OIDC provider
   * says `email_verified: true`. SAML assertions carry no such claim, so a
   * SAML email is never taken as proof of the address.
   */
  emailVerified: boolean;
  name: string | undefined;
}

export type SsoSignIn =
  | { kind: 'signed_in'; member: MemberRow; session: SessionRow; sessionToken: string; created: boolean }
  /** A same-email member with a password: linking waits for that password (or an admin). */
  | { kind: 'confirm'; member: MemberRow }
  /** A same-email member without a password: linking waits for an admin. */
  | { kind: 'awaiting_admin'; member: MemberRow };

const refused = (message: string) => new SsoError(403, 'Sign-in refused', message);

/** Whether another member anywhere has claimed (proved) this email: then this one cannot claim it. */
async function claimedElsewhere(tx: DbOrTx, emailKey: string, exceptId: string | null): Promise<boolean> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.emailKey, emailKey), isNotNull(members.claimedAt), exceptId ? ne(members.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/**
 * The member an SSO identity signs in as (decisions §12):
 * - known by its subject → that member;
 * - else a same-tenant member with the email: linked silently only when an
 *   OIDC provider verified the email and the member has no password (an
 *   invitation not taken up); a member with a password confirms with it
 *   (`confirm`), anything else (every SAML email) waits for an admin to
 *   confirm the link on the Members page;
 * - else created just in time with the connection's default role. A
 *   verified email is claimed (refused when another organization's member
 *   has claimed it); a SAML member reserves its address nowhere and signs in
 *   only through SAML.
 */
export async function signInWithSso(
  db: Db,
  connection: SsoConnectionRow,
  identity: SsoIdentity,
  client: { ip: string | null; userAgent: string | null },
  now: Date,
): Promise<SsoSignIn> {
  const tenantId = connection.tenantId;
  const method = connection.protocol;
  return db.transaction(async (tx): Promise<SsoSignIn> => {
    const bySubject = async () =>
      (
        await tx
          .select()
          .from(members)
          .where(and(eq(members.tenantId, tenantId), eq(members.ssoSubject, identity.subject)))
      )[0];
    let member = await bySubject();
    let created = false;
    if (!member) {
      if (!identity.email) throw refused('Your identity provider did not send an email address, which a first sign-in needs.');
      if (method === 'oidc' && !identity.emailVerified) throw refused('Your identity provider does not say your email address is verified.');
      const normalized = normalizeEmail(identity.email);
      if (!normalized) throw refused('Your identity provider sent an email address that is not valid.');
      const [sameEmail] = await tx
        .select()
        .from(members)
        .where(and(eq(members.tenantId, tenantId), eq(members.emailKey, normalized.emailKey)))
        .for('update');
      if (sameEmail) {
        if (sameEmail.ssoSubject) throw refused('This email address is already linked to another single sign-on identity.');
        if (sameEmail.status !== 'active') throw refused('Your dashboard access is disabled. Ask an administrator of your organization.');
        if (method === 'oidc' && identity.emailVerified && !sameEmail.passwordHash) {
          const claim = sameEmail.claimedAt ?? ((await claimedElsewhere(tx, sameEmail.emailKey, sameEmail.id)) ? null : now);
          const linked = { ssoSubject: identity.subject, claimedAt: claim, ssoLinkSubject: null, ssoLinkRequestedAt: null, updatedAt: now };
          [member] = await tx.update(members).set(linked).where(eq(members.id, sameEmail.id)).returning();
          const after = { ssoSubject: identity.subject, method, confirmedBy: 'verified_email' };
          await recordAudit(tx, SSO_ACTOR, { tenantId, action: 'member.sso_linked', targetType: 'member', targetId: member!.id, after }, now);
        } else {
          // Never linked silently: the request waits on the member for an admin (or the member's password, below).
          await tx.update(members).set({ ssoLinkSubject: identity.subject, ssoLinkRequestedAt: now }).where(eq(members.id, sameEmail.id));
          const after = { ssoSubject: identity.subject, method };
          await recordAudit(tx, SSO_ACTOR, { tenantId, action: 'member.sso_link_requested', targetType: 'member', targetId: sameEmail.id, after }, now);
          return { kind: sameEmail.passwordHash ? 'confirm' : 'awaiting_admin', member: sameEmail };
        }
      } else {
        const claim = identity.emailVerified && method === 'oidc';
        if (claim && (await claimedElsewhere(tx, normalized.emailKey, null))) {
          throw refused('This email address already belongs to a member of another organization. Ask your administrator for help.');
        }
        const name = (identity.name?.trim().replace(/[\u0000-\u001f\u007f]/g, '') || normalized.email.split('@')[0] || normalized.email).slice(0, 200);
        const { email, emailKey } = normalized;
        const row = { id: newId('member'), tenantId, email, emailKey, name, role: connection.defaultRole, ssoSubject: identity.subject };
        [member] = await tx
          .insert(members)
          .values({ ...row, claimedAt: claim ? now : null, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!member) {
          // A concurrent first login of the same identity won the insert.
          member = await bySubject();
          if (!member) throw refused('This email address is already in use. Ask your administrator for help.');
        } else {
          created = true;
          const after = { ...memberAudit(member), method, ssoSubject: identity.subject };
          await recordAudit(tx, SSO_ACTOR, { tenantId, action: 'member.created', targetType: 'member', targetId: member.id, after }, now);
        }
      }
    }
    if (member!.status !== 'active') throw refused('Your dashboard access is disabled. Ask an administrator of your organization.');
    const { session, sessionToken } = await createSession(tx, member!, method, client, now);
    return { kind: 'signed_in', member: member!, session, sessionToken, created };
  });
}

/**
 * Links the identity a member asked for, once confirmed — by the member's own
 * password (the link page) or by an admin (`confirmedBy` a member) — and
 * clears the request. False when there is nothing (or something else) to link.
 */
export async function confirmSsoLink(
  tx: DbOrTx,
  member: MemberRow,
  subject: string,
  by: Actor,
  confirmedBy: 'password' | 'admin',
  now: Date,
): Promise<MemberRow | null> {
  const [linked] = await tx
    .update(members)
    .set({ ssoSubject: subject, ssoLinkSubject: null, ssoLinkRequestedAt: null, updatedAt: now })
    .where(and(eq(members.id, member.id), eq(members.ssoLinkSubject, subject), isNull(members.ssoSubject)))
    .returning();
  if (!linked) return null;
  const after = { ssoSubject: subject, confirmedBy };
  await recordAudit(tx, by, { tenantId: member.tenantId, action: 'member.sso_linked', targetType: 'member', targetId: member.id, after }, now);
  return linked;
}

/** The link page's end: the member's own password confirmed the identity (checked by the caller); link it and open a session. */
export async function linkConfirmedByPassword(
  db: Db,
  member: MemberRow,
  subject: string,
  method: SsoProtocol,
  client: { ip: string | null; userAgent: string | null },
  now: Date,
): Promise<{ session: SessionRow; sessionToken: string } | null> {
  return db.transaction(async (tx) => {
    const linked = await confirmSsoLink(tx, member, subject, memberActor({ ...member, memberId: member.id }), 'password', now);
    return linked ? createSession(tx, linked, method, client, now) : null;
  });
}
