import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { Db } from '../db/client.ts';
import { CLI_ACTOR } from '../services/audit.ts';
import { createMember, listMembers, setPasswordUrl } from '../services/members/members.ts';
import { ENVIRONMENT_STATUSES, MEMBER_ROLES, SANCTIONS_SOURCES, TENANT_PLANS, TENANT_STATUSES } from '../db/schema/index.ts';
import { importList, ListFileError, ListFormatError, listVersions, parseList, type ProgressState } from '../services/sanctions-import.ts';
import { invalidateSanctionsIndex } from '../services/screening.ts';
import { createKeyPairForEnvironment, listKeyPairs, revokeKeyPair, rotateSecret } from '../services/keys.ts';
import { API_SCOPES, isApiScope } from '../services/scopes.ts';
import { createTenant, listTenants, requireTenant, SANCTIONS_THRESHOLD_MIN, setSanctionsThreshold, setTenantStatus } from '../services/tenants.ts';
import { toEnvironment, updateEnvironment, type EnvironmentPatch } from '../services/environments.ts';
import { AppError } from '../errors.ts';
import { readFileSync } from 'node:fs';
import { recordedPublicUrl, resolveSigningSecret } from '../services/instance.ts';
import { disableConnection, setOidcConnection, setSamlConnection, SsoConfigError } from '../services/sso/connections.ts';
import packageJson from '../../package.json' with { type: 'json' };

const PACKAGE_VERSION = packageJson.version;

/** A usage mistake found inside an action (commander reports parse errors itself). */
class UsageError extends Error {}

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** A progress bar for long work, when the output is a terminal. */
  progress?: () => { update: (state: ProgressState) => void; stop: () => void };
  /** PUBLIC_URL when the operator set it: links the CLI prints (set-password, SSO) start with it. */
  publicUrl?: string;
  /** Without PUBLIC_URL and before any server recorded its URL: http://localhost:$PORT. */
  fallbackPublicUrl?: string;
  /** The service's SIGNING_SECRET (seals SSO client secrets); the database's instance secret when unset. */
  signingSecret?: string;
}

function int(min: number, max: number) {
  return (value: string) => {
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new InvalidArgumentError(`expected an integer from ${min} to ${max}`);
    }
    return Number(value);
  };
}

function bool(value: string): boolean {
  if (value !== 'true' && value !== 'false') throw new InvalidArgumentError('expected true or false');
  return value === 'true';
}

function scopes(value: string) {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = list.filter((s) => !isApiScope(s));
  if (unknown.length > 0 || list.length === 0) {
    throw new InvalidArgumentError(`unknown scope(s) ${unknown.join(', ') || '(none given)'}; known: ${API_SCOPES.join(', ')}`);
  }
  return list as (typeof API_SCOPES)[number][];
}

/**
 * The operator CLI: tenants, key pairs and environments are never managed
 * with API keys (decisions §1). `open` supplies the database lazily so
 * `--help` never touches it.
 */
export function buildProgram(open: () => Promise<Db>, io: CliIo): Command {
  const print = (json: boolean, value: unknown, human: string) => io.out(json ? JSON.stringify(value, null, 2) : human);
  /** Links open on the server: PUBLIC_URL when given, else the URL the server last started under, else localhost:$PORT. */
  const linkBase = async (db: Db) => io.publicUrl ?? (await recordedPublicUrl(db)) ?? io.fallbackPublicUrl ?? 'http://localhost:3000';
  const program = new Command('cli')
    .description('Operator CLI for the escrow platform (uses DATABASE_URL, or the embedded database when it is unset)')
    .version(`escrow-platform ${PACKAGE_VERSION}`, '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });

  const tenantsCmd = program.command('tenants').description('Create, list and manage tenants');
  tenantsCmd
    .command('create')
    .description('Create a tenant with live and sandbox environments and one key pair in each')
    .requiredOption('--name <name>', 'display name')
    .addOption(new Option('--plan <plan>', 'plan (selects live rate limits)').choices(TENANT_PLANS).default('standard'))
    .option('--json', 'print JSON')
    .action(async (opts: { name: string; plan: (typeof TENANT_PLANS)[number]; json?: boolean }) => {
      const created = await createTenant(await open(), { name: opts.name, plan: opts.plan }, CLI_ACTOR, new Date());
      const result = {
        tenant: {
          tenantId: created.tenant.id,
          name: created.tenant.name,
          status: created.tenant.status,
          plan: created.tenant.plan,
          createdAt: created.tenant.createdAt.toISOString(),
        },
        environments: created.environments.map(toEnvironment),
        keys: created.keys.map((k) => ({
          environment: k.environment,
          environmentId: k.environmentId,
          publishableKey: k.publishableKey,
          secretKey: k.secretKey,
        })),
      };
      print(
        !!opts.json,
        result,
        [
          `Created tenant ${result.tenant.tenantId} (${result.tenant.name}, plan ${result.tenant.plan}).`,
          ...result.keys.map(
            (k) => `  ${k.environment.padEnd(7)} environment ${k.environmentId}\n    x-api-key:    ${k.publishableKey}\n    x-api-secret: ${k.secretKey}`,
          ),
          'Secret keys are shown once; store them now.',
        ].join('\n'),
      );
    });
  tenantsCmd
    .command('list')
    .description('List tenants, newest first, with their environments (ids for environments update, keys and members)')
    .addOption(new Option('--status <status>', 'only tenants in this status').choices(TENANT_STATUSES))
    .option('--limit <n>', 'at most this many (1–1000)', int(1, 1000), 100)
    .option('--json', 'print JSON')
    .action(async (opts: { status?: (typeof TENANT_STATUSES)[number]; limit: number; json?: boolean }) => {
      const { data, hasMore } = await listTenants(await open(), { status: opts.status, limit: opts.limit });
      const result = {
        data: data.map((t) => ({
          tenantId: t.id,
          name: t.name,
          status: t.status,
          plan: t.plan,
          sanctionsThreshold: t.sanctionsThreshold,
          createdAt: t.createdAt.toISOString(),
          environments: t.environments.map(toEnvironment),
        })),
        hasMore,
      };
      const lines = result.data.map((t) => {
        const envs = t.environments.map((e) => `${e.type} ${e.id}${e.status === 'active' ? '' : ` (${e.status})`}`).join(', ');
        return `${t.tenantId}  ${t.name} (${t.status}, plan ${t.plan})\n    ${envs}`;
      });
      if (lines.length === 0) lines.push('No tenants.');
      if (hasMore) lines.push(`… more: raise --limit (now ${opts.limit}).`);
      print(!!opts.json, result, lines.join('\n'));
    });
  tenantsCmd
    .command('set-status')
    .description('Close a tenant (its keys then answer 400 tenant_unresolved) or reopen it')
    .requiredOption('--id <tenantId>', 'tenant id')
    .addOption(new Option('--status <status>', 'new status').choices(TENANT_STATUSES).makeOptionMandatory())
    .option('--json', 'print JSON')
    .action(async (opts: { id: string; status: (typeof TENANT_STATUSES)[number]; json?: boolean }) => {
      const row = await setTenantStatus(await open(), opts.id, opts.status, CLI_ACTOR, new Date());
      print(!!opts.json, { tenantId: row.id, status: row.status }, `Tenant ${row.id} is now ${row.status}.`);
    });

  const membersCmd = program.command('members').description('Dashboard members: create, list');
  membersCmd
    .command('create')
    .description('Add a dashboard member to a tenant and print a one-time set-password link (valid 7 days)')
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .requiredOption('--email <email>', 'the member’s email (one organization per address once the member sets a password)')
    .addOption(new Option('--role <role>', 'role').choices(MEMBER_ROLES).makeOptionMandatory())
    .option('--name <name>', 'display name (defaults to the email’s local part)')
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; email: string; role: (typeof MEMBER_ROLES)[number]; name?: string; json?: boolean }) => {
      const db = await open();
      const tenantId = await requireTenant(db, opts.tenant);
      const name = (opts.name ?? opts.email.split('@')[0] ?? '').trim();
      if (name.length < 1 || name.length > 200) throw new InvalidArgumentError('--name must be 1–200 characters.');
      const { member, passwordToken } = await createMember(db, { tenantId, email: opts.email, name, role: opts.role }, CLI_ACTOR, new Date());
      const link = setPasswordUrl(await linkBase(db), passwordToken);
      print(
        !!opts.json,
        { memberId: member.id, tenantId: member.tenantId, email: member.email, role: member.role, setPasswordUrl: link },
        `Member ${member.id} (${member.email}, ${member.role}).\nOne-time set-password link (7 days): ${link}`,
      );
    });

  membersCmd
    .command('list')
    .description("List a tenant's dashboard members, oldest first (disabled ones too)")
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; json?: boolean }) => {
      const db = await open();
      const rows = await listMembers(db, await requireTenant(db, opts.tenant));
      const data = rows.map((m) => ({
        memberId: m.id,
        email: m.email,
        name: m.name,
        role: m.role,
        status: m.status,
        passwordSet: m.passwordHash !== null,
        sso: m.ssoSubject !== null,
        createdAt: m.createdAt.toISOString(),
      }));
      const lines = data.map((m) => `${m.memberId}  ${m.email}  ${m.role}, ${m.status}${m.passwordSet ? '' : ', no password yet'}${m.sso ? ', SSO' : ''}`);
      print(!!opts.json, { data }, lines.join('\n') || `Tenant ${opts.tenant} has no members.`);
    });

  const keysCmd = program.command('keys').description('Create, list, revoke and rotate API key pairs');
  keysCmd
    .command('create')
    .description('Create a key pair in one environment of a tenant')
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .addOption(new Option('--environment <type>', 'environment').choices(['live', 'sandbox']).makeOptionMandatory())
    .option('--scopes <list>', 'comma-separated scopes (default: all)', scopes)
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; environment: 'live' | 'sandbox'; scopes?: (typeof API_SCOPES)[number][]; json?: boolean }) => {
      const key = await createKeyPairForEnvironment(await open(), opts.tenant, opts.environment, opts.scopes, CLI_ACTOR, new Date());
      const result = {
        environment: key.environment,
        environmentId: key.environmentId,
        publishableKey: key.publishableKey,
        secretKey: key.secretKey,
        scopes: key.scopes,
      };
      print(!!opts.json, result, `x-api-key:    ${key.publishableKey}\nx-api-secret: ${key.secretKey}\nThe secret key is shown once; store it now.`);
    });
  keysCmd
    .command('list')
    .description("List a tenant's key pairs, oldest first (revoked ones too); secrets are never shown, only their last 4 characters")
    .requiredOption('--tenant <tenantId>', 'tenant id')
    .addOption(new Option('--environment <type>', 'only this environment').choices(['live', 'sandbox'] as const))
    .option('--json', 'print JSON')
    .action(async (opts: { tenant: string; environment?: 'live' | 'sandbox'; json?: boolean }) => {
      const db = await open();
      const rows = await listKeyPairs(db, await requireTenant(db, opts.tenant), opts.environment);
      const data = rows.map(({ key, environment }) => ({
        environment,
        environmentId: key.environmentId,
        publishableKey: key.publishableKey,
        secretLast4: key.secretLast4,
        scopes: key.scopes,
        createdAt: key.createdAt.toISOString(),
        revokedAt: key.revokedAt?.toISOString() ?? null,
      }));
      const lines = data.map(
        (k) => `${k.publishableKey}  ${k.environment.padEnd(7)} secret …${k.secretLast4}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}`,
      );
      print(!!opts.json, { data }, lines.join('\n') || `Tenant ${opts.tenant} has no key pairs.`);
    });
  keysCmd
    .command('revoke')
    .description('Revoke a key pair; it stops working on the next request')
    .requiredOption('--publishable-key <pk>', 'publishable key of the pair')
    .option('--json', 'print JSON')
    .action(async (opts: { publishableKey: string; json?: boolean }) => {
      const { key } = await revokeKeyPair(await open(), opts.publishableKey, CLI_ACTOR, new Date());
      print(!!opts.json, { publishableKey: key.publishableKey, revokedAt: key.revokedAt!.toISOString() }, `Revoked ${key.publishableKey}.`);
    });
  keysCmd
    .command('rotate-secret')
    .description('Issue a new secret for a key pair; the old secret fails from the next request')
    .requiredOption('--publishable-key <pk>', 'publishable key of the pair')
    .option('--json', 'print JSON')
    .action(async (opts: { publishableKey: string; json?: boolean }) => {
      const rotated = await rotateSecret(await open(), opts.publishableKey, CLI_ACTOR, new Date());
      print(
        !!opts.json,
        { publishableKey: rotated.publishableKey, secretKey: rotated.secretKey },
        `x-api-secret: ${rotated.secretKey}\nThe new secret is shown once; the old one no longer works.`,
      );
    });

  program
    .command('environments')
    .description('Manage environments')
    .command('update')
    .description('Change settings of an environment')
    .requiredOption('--id <environmentId>', 'environment id (24 hex characters)')
    .option('--name <name>', 'display name')
    .addOption(new Option('--status <status>', 'active or disabled').choices(ENVIRONMENT_STATUSES))
    .option('--webhook-retries <n>', 'webhook retry attempts (0–20)', int(0, 20))
    // Commander turns a parsed null into '', so `none` stays a word until the action.
    .option('--rate-limit-per-minute <n|none>', 'per-minute override, or none for the plan default', (v: string) =>
      v === 'none' ? ('none' as const) : int(1, 1_000_000)(v),
    )
    .option('--debug-logging <bool>', 'true or false', bool)
    .option('--json', 'print JSON')
    .action(async (opts: Omit<EnvironmentPatch, 'rateLimitPerMinute'> & { id: string; json?: boolean; rateLimitPerMinute?: number | 'none' }) => {
      const { id, json, rateLimitPerMinute, ...rest } = opts;
      const patch: EnvironmentPatch = { ...rest };
      if (rateLimitPerMinute !== undefined) patch.rateLimitPerMinute = rateLimitPerMinute === 'none' ? null : rateLimitPerMinute;
      if (Object.keys(patch).length === 0) throw new UsageError('nothing to update: pass at least one setting');
      const env = toEnvironment(await updateEnvironment(await open(), id, patch, CLI_ACTOR, new Date()));
      print(
        !!json,
        env,
        `Environment ${env.id} (${env.type}): status ${env.status}, webhookRetries ${env.webhookRetries}, rateLimitPerMinute ${env.rateLimitPerMinute ?? 'default'}, debugLogging ${env.debugLogging}.`,
      );
    });

  const sanctionsCmd = program.command('sanctions').description('Sanctions lists');
  sanctionsCmd
    .command('import')
    .description(
      'Import (replace) one official list: OFAC SDN legacy CSV (--dir with sdn.csv, alt.csv, add.csv), the UN consolidated XML (--file) ' +
        'or OpenSanctions targets.simple.csv (--file). Prints what changed against the active version; users are re-screened against the changes.',
    )
    .addOption(new Option('--source <source>', 'list').choices(SANCTIONS_SOURCES).makeOptionMandatory())
    .option('--dir <path>', 'OFAC SDN: the folder with sdn.csv, alt.csv and add.csv')
    .option('--file <path>', 'UN consolidated list: the XML file; OpenSanctions: targets.simple.csv')
    .option('--json', 'print JSON')
    .action(async (opts: { source: (typeof SANCTIONS_SOURCES)[number]; dir?: string; file?: string; json?: boolean }) => {
      const ofac = opts.source === 'ofac-sdn';
      const path = ofac ? opts.dir : opts.file;
      if (ofac ? opts.file : opts.dir) {
        throw new UsageError(ofac ? 'ofac-sdn takes --dir (the folder of its three files), not --file' : `${opts.source} takes --file, not --dir`);
      }
      if (!path) throw new UsageError(ofac ? '--dir is required for ofac-sdn' : `--file is required for ${opts.source}`);
      const started = performance.now();
      const bar = io.progress?.();
      try {
        const parsed = await parseList(opts.source, path, bar?.update);
        const db = await open();
        const summary = await importList(db, parsed, bar?.update);
        bar?.stop();
        invalidateSanctionsIndex(db);
        const seconds = (performance.now() - started) / 1000;
        const rescreen =
          summary.added + summary.changed === 0
            ? 'Nothing screening compares changed: no re-screening.'
            : 'Users are re-screened in the background against the added and changed entries; new users are screened first.';
        print(
          !!opts.json,
          { ...summary, seconds },
          [
            `Imported ${summary.source} (${summary.version}): ${summary.entries} entries, ${summary.aliases} aliases in ${seconds.toFixed(1)} s.`,
            `  ${summary.added} added, ${summary.changed} changed, ${summary.removed} removed (removed entries are recorded; they close no match).`,
            `  ${rescreen}`,
          ].join('\n'),
        );
      } catch (error) {
        bar?.stop();
        if (error instanceof ListFileError) throw new UsageError(`${error.message}; nothing imported`);
        if (error instanceof ListFormatError) throw new UsageError(`malformed list, nothing imported: ${error.message}`);
        throw error;
      }
    });
  sanctionsCmd
    .command('lists')
    .description('The imported list versions, newest first: active or replaced, with their entries and what each import changed')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const versions = await listVersions(await open());
      const json = versions.map((v) => ({ ...v, importedAt: v.importedAt.toISOString() }));
      const human = versions.length
        ? versions
            .map(
              (v) =>
                `${v.active ? '*' : ' '} ${v.source.padEnd(15)} ${v.version.padEnd(26)} ` +
                `${String(v.entries).padStart(6)} entries ${String(v.aliases).padStart(6)} aliases  ` +
                `+${v.added} ~${v.changed} -${v.removed}  imported ${v.importedAt.toISOString()}  ${v.listId}`,
            )
            .concat('* active version')
            .join('\n')
        : 'No list imported yet: npm run cli -- sanctions import --help';
      print(!!opts.json, json, human);
    });
  tenantsCmd
    .command('set-threshold')
    .description("Set a tenant's sanctions match threshold (default 0.85)")
    .requiredOption('--id <tenantId>', 'tenant id')
    .requiredOption('--threshold <score>', `between ${SANCTIONS_THRESHOLD_MIN} and 1`, (v: string) => {
      const n = Number(v);
      if (!(n >= SANCTIONS_THRESHOLD_MIN && n <= 1)) throw new InvalidArgumentError(`expected a number from ${SANCTIONS_THRESHOLD_MIN} to 1`);
      return n;
    })
    .action(async (opts: { id: string; threshold: number }) => {
      await setSanctionsThreshold(await open(), opts.id, opts.threshold, CLI_ACTOR, new Date());
      io.out(`Tenant ${opts.id}: sanctions threshold ${opts.threshold}.`);
    });

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

  markRequired(program);
  return program;
}

/** Commander's help does not say which options are mandatory: say it in each one's description. */
function markRequired(command: Command): void {
  for (const option of command.options) {
    if (option.mandatory && !option.description.endsWith('(required)')) option.description = `${option.description} (required)`;
  }
  command.commands.forEach(markRequired);
}

/** Run one CLI invocation; returns the process exit code. */
export async function runCli(argv: string[], open: () => Promise<Db>, io: CliIo): Promise<number> {
  const program = buildProgram(open, io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}`);
      return 2;
    }
    // Commander has already printed its own parse errors.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof AppError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
