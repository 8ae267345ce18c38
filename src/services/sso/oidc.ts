/**
 * OIDC clients of SSO connections (openid-client). A provider's metadata is
 * discovered once per 10 minutes: the cache lives in the function
 * `oidcConfigCache` returns, and its owner is the app (the SSO pages make
 * one per `createApp`), so two apps in one process never share it.
 */
import * as oidc from 'openid-client';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../logger.ts';
import { isLoopback, ssoSecretBox, type OidcSettings, type SsoConnectionRow } from './connections.ts';
import { SsoError } from './sign-in.ts';

/** How long discovered OIDC provider metadata is reused. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;

export interface OidcDeps {
  clock: Clock;
  logger: Logger;
  signingSecret: string;
}

/** A connection's openid-client configuration. */
export type OidcConfigOf = (connection: SsoConnectionRow) => Promise<oidc.Configuration>;

/** The openid-client configuration of a connection; the provider's metadata is discovered once per 10 minutes. */
export function oidcConfigCache(deps: OidcDeps): OidcConfigOf {
  const discovered = new Map<string, { at: number; server: oidc.ServerMetadata }>();
  return async (connection) => {
    const settings = connection.config as unknown as OidcSettings;
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
    const clientSecret = ssoSecretBox(deps.signingSecret).open(settings.clientSecretSealed);
    // openid-client checks ID token times against Date.now() + clockSkew: follow the service clock.
    const metadata = { client_secret: clientSecret, [oidc.clockSkew]: Math.round((deps.clock.now().getTime() - Date.now()) / 1000) };
    let cached = discovered.get(settings.issuer);
    if (!cached || Date.now() - cached.at > DISCOVERY_TTL_MS) {
      try {
        const config = await oidc.discovery(
          issuer,
          settings.clientId,
          metadata,
          oidc.ClientSecretBasic(clientSecret),
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        );
        cached = { at: Date.now(), server: config.serverMetadata() };
        discovered.set(settings.issuer, cached);
      } catch (error) {
        deps.logger.warn({ issuer: settings.issuer, reason: error instanceof Error ? error.message : String(error) }, 'oidc discovery failed');
        throw new SsoError(502, 'Identity provider unavailable', 'Your identity provider could not be reached. Try again in a moment.');
      }
    }
    const config = new oidc.Configuration(cached.server, settings.clientId, metadata, oidc.ClientSecretBasic(clientSecret));
    if (insecure) oidc.allowInsecureRequests(config);
    return config;
  };
}
