/** Who an SSO identity signs in as (decisions §12): its linked member, a just-in-time member, or a link to confirm. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/query.ts';
import { members } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit, SSO_ACTOR } from '../audit.ts';
import { memberAudit, type MemberRow } from '../members/members.ts';
import { createSession, type SessionRow } from '../members/sessions.ts';
import { normalizeEmail } from '../user-input.ts';
import type { SsoConnectionRow } from './connections.ts';

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
  /** A same-email member with a dashboard account: linking waits for its password (or an admin). */
  | { kind: 'confirm'; member: MemberRow }
  /** A same-email member without a dashboard account: linking waits for an admin. */
  | { kind: 'awaiting_admin'; member: MemberRow };

const refused = (message: string) => new SsoError(403, 'Sign-in refused', message);

/**
 * The member an SSO identity signs in as (decisions §12):
 * - known by its subject → that member;
 * - else a same-tenant member with the email: linked silently only when an
 *   OIDC provider verified the email and the member has no dashboard
 *   account (an invitation not taken up); a member with one confirms with
 *   its password (`confirm`), anything else (every SAML email) waits for an
 *   admin to confirm the link on the Members page;
 * - else created just in time with the connection's default role. A
 *   verified email makes the membership joined (decisions §13: proven by
 *   the mailbox) in this organisation only — never a dashboard account, which
 *   only the owner's own mailed link makes; a SAML member signs in only
 *   through SAML.
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
        if (method === 'oidc' && identity.emailVerified && !sameEmail.accountId) {
          const claim = sameEmail.claimedAt ?? now;
          const linked = { ssoSubject: identity.subject, claimedAt: claim, ssoLinkSubject: null, ssoLinkRequestedAt: null, updatedAt: now };
          [member] = await tx.update(members).set(linked).where(eq(members.id, sameEmail.id)).returning();
          const after = { ssoSubject: identity.subject, method, confirmedBy: 'verified_email' };
          await recordAudit(tx, SSO_ACTOR, { tenantId, action: 'member.sso_linked', targetType: 'member', targetId: member!.id, after }, now);
        } else {
          // Never linked silently: the request waits on the member for an admin (or the member's password, below).
          await tx.update(members).set({ ssoLinkSubject: identity.subject, ssoLinkRequestedAt: now }).where(eq(members.id, sameEmail.id));
          const after = { ssoSubject: identity.subject, method };
          await recordAudit(tx, SSO_ACTOR, { tenantId, action: 'member.sso_link_requested', targetType: 'member', targetId: sameEmail.id, after }, now);
          return { kind: sameEmail.accountId ? 'confirm' : 'awaiting_admin', member: sameEmail };
        }
      } else {
        const claim = identity.emailVerified && method === 'oidc';
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
