/**
 * SAML 2.0 service provider of SSO connections (@node-saml/node-saml):
 * node-saml for one tenant, whose InResponseTo cache is the `sso_requests`
 * table (so any process can take the answer), and the assertion's time
 * conditions, checked against the service clock.
 */
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { Db } from '../../db/query.ts';
import type { Clock } from '../../lib/clock.ts';
import { samlAcsUrl, samlEntityId, type SamlSettings, type SsoConnectionRow } from './connections.ts';
import { peekSsoRequest, samlRequestId, saveSsoRequest, SSO_REQUEST_TTL_MS } from './requests.ts';
import { SsoError } from './sign-in.ts';

/** Allowed difference between the IdP's clock and ours when checking SAML time conditions. */
const SAML_CLOCK_SKEW_MS = 30 * 1000;

export interface SamlDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

/**
 * node-saml's InResponseTo cache for one tenant, kept in `sso_requests`: an
 * AuthnRequest saved when the browser is sent to the IdP is found again by
 * whichever process takes the answer. `seen.consumed` tells the caller the
 * request existed but was used or expired (410 rather than 403).
 */
function samlRequestCache(deps: SamlDeps, tenantId: string, seen: { consumed: boolean }, binding?: string): CacheProvider {
  return {
    saveAsync: async (key, value) => {
      const now = deps.clock.now();
      const data = { requestId: key, issuedAt: value, binding };
      const expiresAt = new Date(now.getTime() + SSO_REQUEST_TTL_MS);
      await saveSsoRequest(deps.db, { id: samlRequestId(tenantId, key), tenantId, kind: 'saml_request', data, expiresAt }, now);
      return { value, createdAt: now.getTime() };
    },
    getAsync: async (key) => {
      const row = await peekSsoRequest(deps.db, samlRequestId(tenantId, key), 'saml_request');
      if (!row || row.tenantId !== tenantId) return null;
      if (row.consumedAt || row.expiresAt <= deps.clock.now()) {
        seen.consumed = true;
        return null;
      }
      // node-saml reads the value back as the request's issue instant.
      return String(row.data.issuedAt);
    },
    // Consumption happens after validation (the ACS route), atomically; node-saml's removal is not needed.
    removeAsync: async () => null,
  };
}

/** node-saml for one tenant; its InResponseTo cache is the sso_requests table. */
export function samlFor(deps: SamlDeps, connection: SsoConnectionRow, seen: { consumed: boolean }, binding?: string): SAML {
  const settings = connection.config as unknown as SamlSettings;
  const tenantId = connection.tenantId;
  return new SAML({
    callbackUrl: samlAcsUrl(deps.publicUrl),
    entryPoint: settings.entryPoint,
    issuer: samlEntityId(deps.publicUrl, tenantId),
    audience: samlEntityId(deps.publicUrl, tenantId),
    idpCert: settings.idpCert,
    idpIssuer: settings.idpIssuer,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider: samlRequestCache(deps, tenantId, seen, binding),
    // Time conditions are checked against the service clock (checkAssertionTimes).
    acceptedClockSkewMs: -1,
    disableRequestedAuthnContext: true,
  });
}

type Xml2Js = { $?: Record<string, string> } & Record<string, unknown>;
const first = (node: unknown, key: string): Xml2Js | undefined => ((node as Xml2Js | undefined)?.[key] as Xml2Js[] | undefined)?.[0];

/** NotBefore / NotOnOrAfter of the (verified) assertion's Conditions and bearer confirmation, against the service clock. */
export function checkAssertionTimes(profile: Profile, now: Date): { assertionId: string; notOnOrAfter: Date } {
  const assertion = (profile.getAssertion?.() as { Assertion?: Xml2Js } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  const conditions = first(assertion, 'Conditions');
  const confirmation = first(first(first(assertion, 'Subject'), 'SubjectConfirmation'), 'SubjectConfirmationData');
  const notBefore = conditions?.$?.NotBefore;
  const limits = [conditions?.$?.NotOnOrAfter, confirmation?.$?.NotOnOrAfter].filter((v): v is string => typeof v === 'string').map((v) => Date.parse(v));
  if (!assertionId || limits.length === 0 || limits.some(Number.isNaN))
    throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider has no validity period.');
  const notOnOrAfter = Math.min(...limits);
  const t = now.getTime();
  if (notBefore && t + SAML_CLOCK_SKEW_MS < Date.parse(notBefore))
    throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider is not valid yet.');
  if (t - SAML_CLOCK_SKEW_MS >= notOnOrAfter)
    throw new SsoError(403, 'Sign-in refused', 'The answer of your identity provider has expired. Please start again.');
  return { assertionId, notOnOrAfter: new Date(notOnOrAfter + SAML_CLOCK_SKEW_MS) };
}
