import { readFileSync } from 'node:fs';
import { type Command, Option } from 'commander';
import { MEMBER_ROLES } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { CLI_ACTOR } from '../../services/audit.ts';
import { resolveSigningSecret } from '../../services/instance.ts';
import { disableConnection, setOidcConnection, setSamlConnection, SsoConfigError } from '../../services/sso/connections.ts';
import { requireTenant } from '../../services/tenants.ts';
import { type CliContext, UsageError } from '../context.ts';

/** `sso set-oidc | set-saml | disable`. */
export function registerSsoCommands(program: Command, { open, io, linkBase }: CliContext): void {
  const ssoCmd = program.command('sso').description('Single sign-on per tenant (OIDC, SAML 2.0)');
  const ssoAction =
    <T>(fn: (opts: T) => Promise<void>) =>
    async (opts: T) => {
      try {
        await fn(opts);
      } catch (error) {
        if (error instanceof SsoConfigError) throw new UsageError(error.message);
        throw error;
      }
    };
  const roleOption = () => new Option('--default-role <role>', 'role of members created on their first SSO login').choices(MEMBER_ROLES).default('viewer');
  ssoCmd
    .command('set-oidc')
    .description('Enable OpenID Connect sign-in for a tenant (authorization code + PKCE); the client secret is stored sealed')
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .requiredOption('--issuer <url>', 'the provider’s issuer URL (discovery at /.well-known/openid-configuration)')
    .requiredOption('--client-id <id>', 'client id registered at the provider')
    .requiredOption('--client-secret <secret>', 'client secret (never printed)')
    .addOption(roleOption())
    .option('--enforce', 'refuse password login for the tenant’s members')
    .action(
      ssoAction(
        async (opts: {
          tenant: string;
          issuer: string;
          clientId: string;
          clientSecret: string;
          defaultRole: (typeof MEMBER_ROLES)[number];
          enforce?: boolean;
        }) => {
          const db = await open();
          const tenantId = await requireTenant(db, opts.tenant);
          const secret = await resolveSigningSecret(db, io.signingSecret);
          const { issuer, clientId, clientSecret, defaultRole } = opts;
          const connection = { issuer, clientId, clientSecret, defaultRole, enforced: !!opts.enforce };
          const row = await setOidcConnection(db, secret, { tenantId, ...connection }, CLI_ACTOR, new Date());
          const base = await linkBase(db);
          io.out(
            [
              `OIDC enabled for ${tenantId} (issuer ${opts.issuer}, default role ${row.defaultRole}${row.enforced ? ', password login refused' : ''}).`,
              `  Redirect URI to register at the provider: ${base}/auth/sso/oidc/callback`,
              `  Sign-in link: ${base}/auth/sso/${tenantId}/oidc`,
            ].join('\n'),
          );
        },
      ),
    );
  ssoCmd
    .command('set-saml')
    .description('Enable SAML 2.0 sign-in for a tenant (SP-initiated; signed assertions required)')
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .requiredOption('--entry-point <url>', 'the IdP’s single sign-on URL (HTTP-Redirect binding)')
    .requiredOption('--idp-issuer <entityId>', 'the IdP’s entity id (Issuer of its assertions)')
    .requiredOption('--idp-cert-file <path>', 'the IdP’s signing certificate (PEM)')
    .addOption(roleOption())
    .option('--enforce', 'refuse password login for the tenant’s members')
    .action(
      ssoAction(
        async (opts: {
          tenant: string;
          entryPoint: string;
          idpIssuer: string;
          idpCertFile: string;
          defaultRole: (typeof MEMBER_ROLES)[number];
          enforce?: boolean;
        }) => {
          let cert: string;
          try {
            cert = readFileSync(opts.idpCertFile, 'utf8');
          } catch {
            throw new UsageError(`cannot read ${opts.idpCertFile}`);
          }
          const db = await open();
          const tenantId = await requireTenant(db, opts.tenant);
          const connection = { entryPoint: opts.entryPoint, idpIssuer: opts.idpIssuer, idpCert: cert, defaultRole: opts.defaultRole, enforced: !!opts.enforce };
          const row = await setSamlConnection(db, { tenantId, ...connection }, CLI_ACTOR, new Date());
          const base = await linkBase(db);
          io.out(
            [
              `SAML enabled for ${tenantId} (IdP ${opts.idpIssuer}, default role ${row.defaultRole}${row.enforced ? ', password login refused' : ''}).`,
              `  SP entity id / metadata: ${base}/auth/sso/${tenantId}/saml/metadata`,
              `  ACS URL (HTTP-POST): ${base}/auth/sso/saml/acs`,
              `  Sign-in link: ${base}/auth/sso/${tenantId}/saml`,
            ].join('\n'),
          );
        },
      ),
    );
  ssoCmd
    .command('disable')
    .description('Turn a tenant’s SSO connection off (and its enforcement)')
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .addOption(new Option('--protocol <protocol>', 'which connection').choices(['oidc', 'saml'] as const).makeOptionMandatory())
    .action(async (opts: { tenant: string; protocol: 'oidc' | 'saml' }) => {
      const db = await open();
      const tenantId = await requireTenant(db, opts.tenant);
      const done = await disableConnection(db, tenantId, opts.protocol, CLI_ACTOR, new Date());
      if (!done) throw new AppError('not_found', { message: `Tenant ${tenantId} has no ${opts.protocol.toUpperCase()} connection.` });
      io.out(`${opts.protocol.toUpperCase()} single sign-on disabled for ${tenantId}.`);
    });
}
