import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/program.ts';
import { fileHarness, tenantSnapshot } from './helpers/harness.ts';

const h = fileHarness();

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, async () => h.db, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function createTenantViaCli(name = 'Acme') {
  const res = await cli('tenants', 'create', '--name', name, '--plan', 'scale', '--json');
  expect(res.code).toBe(0);
  return JSON.parse(res.out);
}

const me = (pk: string, sk: string) => h.request('GET', '/v1/tenants/me', { headers: { 'x-api-key': pk, 'x-api-secret': sk } });

describe('operator CLI', () => {
  it('members create prints a one-time set-password link that lets the member log in; a duplicate email or unknown tenant fails', async () => {
    const { tenant } = await createTenantViaCli('Members Inc');
    const email = `owner.${Date.now().toString(36)}@example.com`;
    const res = await cli('members', 'create', '--tenant', tenant.tenantId, '--email', email, '--role', 'owner', '--json');
    expect(res.code).toBe(0);
    const printed = JSON.parse(res.out);
    expect(printed).toMatchObject({ memberId: expect.stringMatching(/^mem_/), tenantId: tenant.tenantId, email, role: 'owner' });
    const url = new URL(printed.setPasswordUrl);
    expect(url.pathname).toBe('/dashboard/set-password');
    const password = 'a long enough password';
    const set = await h.request('POST', '/auth/set-password', { body: { token: url.searchParams.get('token'), password } });
    expect(set.status).toBe(200);
    expect((await h.request('POST', '/auth/login', { body: { email, password } })).status).toBe(200);
    expect(res.out).not.toContain(password);
    const before = await tenantSnapshot(h.db, tenant.tenantId);
    expect((await cli('members', 'create', '--tenant', tenant.tenantId, '--email', email.toUpperCase(), '--role', 'viewer')).code).toBe(1);
    expect((await cli('members', 'create', '--tenant', 'tnt_nope', '--email', 'x@example.com', '--role', 'viewer')).code).toBe(1);
    expect((await cli('members', 'create', '--tenant', tenant.tenantId, '--email', 'y@example.com', '--role', 'root')).code).toBe(2); // a usage error
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(before);
  });

  it('members link prints a fresh link for an invitation not taken up (the old one stops working); a joined member or unknown address fails', async () => {
    const { tenant } = await createTenantViaCli('Links Inc');
    const email = `invitee.${Date.now().toString(36)}@example.com`;
    const first = JSON.parse((await cli('members', 'create', '--tenant', tenant.tenantId, '--email', email, '--role', 'viewer', '--json')).out);
    const res = await cli('members', 'link', '--tenant', tenant.tenantId, '--email', email, '--json');
    expect(res.code).toBe(0);
    const fresh = new URL(JSON.parse(res.out).setPasswordUrl);
    const old = new URL(first.setPasswordUrl).searchParams.get('token');
    const password = 'a long enough password';
    expect((await h.request('POST', '/auth/set-password', { body: { token: old, password } })).status).toBe(409);
    expect((await h.request('POST', '/auth/set-password', { body: { token: fresh.searchParams.get('token'), password } })).status).toBe(200);
    const before = await tenantSnapshot(h.db, tenant.tenantId);
    expect((await cli('members', 'link', '--tenant', tenant.tenantId, '--email', email)).code).toBe(1);
    expect((await cli('members', 'link', '--tenant', tenant.tenantId, '--email', 'nobody@example.com')).code).toBe(1);
    expect(await tenantSnapshot(h.db, tenant.tenantId)).toEqual(before);
  });

  it('tenants create --json prints the tenant, both environments and one working pair per environment', async () => {
    const created = await createTenantViaCli();
    expect(created.tenant).toMatchObject({ tenantId: expect.stringMatching(/^tnt_/), name: 'Acme', plan: 'scale', status: 'active' });
    expect(created.environments.map((e: { type: string }) => e.type).sort()).toEqual(['live', 'sandbox']);
    expect(created.keys).toHaveLength(2);
    for (const key of created.keys) {
      expect(key.publishableKey).toMatch(key.environment === 'live' ? /^pk_live_[0-9A-Za-z]{24,}$/ : /^pk_test_[0-9A-Za-z]{24,}$/);
      expect(key.secretKey).toMatch(key.environment === 'live' ? /^sk_live_[0-9A-Za-z]{24,}$/ : /^sk_test_[0-9A-Za-z]{24,}$/);
      const res = await me(key.publishableKey, key.secretKey);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ tenantId: created.tenant.tenantId, environmentId: key.environmentId, plan: 'scale' });
    }
  });

  it('keys create / rotate-secret / revoke take effect on the next request', async () => {
    const { tenant } = await createTenantViaCli();
    const made = await cli('keys', 'create', '--tenant', tenant.tenantId, '--environment', 'live', '--json');
    expect(made.code).toBe(0);
    const key = JSON.parse(made.out);
    expect(key.scopes).toContain('events.read');
    expect((await me(key.publishableKey, key.secretKey)).status).toBe(200);

    const rotated = await cli('keys', 'rotate-secret', '--publishable-key', key.publishableKey, '--json');
    const { secretKey } = JSON.parse(rotated.out);
    expect((await me(key.publishableKey, key.secretKey)).body.error.code).toBe('authentication_error');
    expect((await me(key.publishableKey, secretKey)).status).toBe(200);

    expect((await cli('keys', 'revoke', '--publishable-key', key.publishableKey)).code).toBe(0);
    expect((await me(key.publishableKey, secretKey)).body.error.code).toBe('key_revoked');
    const again = await cli('keys', 'revoke', '--publishable-key', key.publishableKey);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already revoked');
  });

  it('keys create --scopes narrows the pair; unknown scopes are refused', async () => {
    const { tenant } = await createTenantViaCli();
    const narrow = JSON.parse(
      (await cli('keys', 'create', '--tenant', tenant.tenantId, '--environment', 'sandbox', '--scopes', 'environments.read', '--json')).out,
    );
    expect((await me(narrow.publishableKey, narrow.secretKey)).body.error.code).toBe('key_forbidden');
    const bad = await cli('keys', 'create', '--tenant', tenant.tenantId, '--environment', 'sandbox', '--scopes', 'root');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown scope');
  });

  it('environments update changes settings and status, validated', async () => {
    const created = await createTenantViaCli();
    const sandbox = created.keys.find((k: { environment: string }) => k.environment === 'sandbox');
    const res = await cli(
      'environments',
      'update',
      '--id',
      sandbox.environmentId,
      '--webhook-retries',
      '5',
      '--rate-limit-per-minute',
      '120',
      '--debug-logging',
      'true',
      '--json',
    );
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ webhookRetries: 5, rateLimitPerMinute: 120, debugLogging: true });
    const none = JSON.parse((await cli('environments', 'update', '--id', sandbox.environmentId, '--rate-limit-per-minute', 'none', '--json')).out);
    expect(none.rateLimitPerMinute).toBeNull();

    await cli('environments', 'update', '--id', sandbox.environmentId, '--status', 'disabled');
    expect((await me(sandbox.publishableKey, sandbox.secretKey)).body.error.code).toBe('environment_disabled');
    await cli('environments', 'update', '--id', sandbox.environmentId, '--status', 'active');
    expect((await me(sandbox.publishableKey, sandbox.secretKey)).status).toBe(200);

    const before = await tenantSnapshot(h.db, created.tenant.tenantId);
    for (const args of [['--webhook-retries', '21'], ['--debug-logging', 'yes'], ['--status', 'paused'], []]) {
      const bad = await cli('environments', 'update', '--id', sandbox.environmentId, ...args);
      expect(bad.code, args.join(' ')).toBe(2);
    }
    expect(await tenantSnapshot(h.db, created.tenant.tenantId)).toEqual(before);
    expect((await cli('environments', 'update', '--id', 'ffffffffffffffffffffffff', '--name', 'x')).code).toBe(1);
  });

  it('names are bounded as the API returns them: tenant 1–200, environment 1–100 characters (exit 1, nothing written)', async () => {
    const tooLong = await cli('tenants', 'create', '--name', 'n'.repeat(201));
    expect(tooLong.code).toBe(1);
    expect(tooLong.err).toContain('at most 200');
    const created = await createTenantViaCli('n'.repeat(200));
    const sandbox = created.keys.find((k: { environment: string }) => k.environment === 'sandbox');
    const before = await tenantSnapshot(h.db, created.tenant.tenantId);
    for (const name of ['e'.repeat(101), '   ']) expect((await cli('environments', 'update', '--id', sandbox.environmentId, '--name', name)).code).toBe(1);
    expect(await tenantSnapshot(h.db, created.tenant.tenantId)).toEqual(before);
    const renamed = await cli('environments', 'update', '--id', sandbox.environmentId, '--name', ` ${'e'.repeat(100)} `, '--json');
    expect(JSON.parse(renamed.out).name).toBe('e'.repeat(100));
    expect((await me(sandbox.publishableKey, sandbox.secretKey)).body.name).toBe('n'.repeat(200));
  });

  it('tenants set-status closed makes keys answer tenant_unresolved', async () => {
    const created = await createTenantViaCli();
    const key = created.keys[0];
    expect((await cli('tenants', 'set-status', '--id', created.tenant.tenantId, '--status', 'closed')).code).toBe(0);
    expect((await me(key.publishableKey, key.secretKey)).body.error.code).toBe('tenant_unresolved');
  });

  it('--version prints the package version; help marks the required options', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(await cli('--version')).toMatchObject({ code: 0, out: `escrow-platform ${version}` });
    const help = await cli('keys', 'create', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/--tenant <tenantId>\s+tenant id \(required\)/);
    expect(help.out).toMatch(/--environment <type>\s+environment \(required\)/);
    expect(help.out).toMatch(/--scopes <list>\s+comma-separated scopes \(default: all\)\n/);
    const missing = await cli('keys', 'create', '--environment', 'live');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("required option '--tenant <tenantId>' not specified");
  });

  it('tenants list: newest first with both environments, filtered by status, bounded by --limit', async () => {
    const older = await createTenantViaCli('Listed older');
    const newer = await createTenantViaCli('Listed newer');
    const all = JSON.parse((await cli('tenants', 'list', '--limit', '1000', '--json')).out);
    const ids = all.data.map((t: { tenantId: string }) => t.tenantId);
    expect(ids.indexOf(newer.tenant.tenantId)).toBeLessThan(ids.indexOf(older.tenant.tenantId));
    const listed = all.data.find((t: { tenantId: string }) => t.tenantId === older.tenant.tenantId);
    expect(listed).toMatchObject({ name: 'Listed older', status: 'active', plan: 'scale', createdAt: expect.any(String) });
    expect(listed.environments.map((e: { id: string; type: string }) => [e.type, e.id])).toEqual(
      older.environments.map((e: { id: string; type: string }) => [e.type, e.id]).sort(),
    );

    expect((await cli('tenants', 'set-status', '--id', older.tenant.tenantId, '--status', 'closed')).code).toBe(0);
    const closed = JSON.parse((await cli('tenants', 'list', '--status', 'closed', '--limit', '1000', '--json')).out);
    expect(closed.data.every((t: { status: string }) => t.status === 'closed')).toBe(true);
    expect(closed.data.map((t: { tenantId: string }) => t.tenantId)).toContain(older.tenant.tenantId);

    const one = JSON.parse((await cli('tenants', 'list', '--limit', '1', '--json')).out);
    expect(one.data).toHaveLength(1);
    expect(one.hasMore).toBe(true);
    const human = await cli('tenants', 'list', '--limit', '1');
    expect(human.out).toMatch(
      /^tnt_\w+ {2}.+ \((active|closed), plan (standard|scale)\)\n {4}live [0-9a-f]{24}, sandbox [0-9a-f]{24}\n… more: raise --limit \(now 1\)\.$/,
    );
    for (const bad of [
      ['--limit', '0'],
      ['--limit', '1001'],
      ['--status', 'gone'],
    ])
      expect((await cli('tenants', 'list', ...bad)).code, bad.join(' ')).toBe(2);
  });

  it('keys list: every pair of the tenant (revoked too), never a secret; unknown tenant exit 1', async () => {
    const created = await createTenantViaCli('Keys listed');
    const extra = JSON.parse(
      (await cli('keys', 'create', '--tenant', created.tenant.tenantId, '--environment', 'live', '--scopes', 'tenants.read', '--json')).out,
    );
    await cli('keys', 'revoke', '--publishable-key', extra.publishableKey);
    const res = await cli('keys', 'list', '--tenant', created.tenant.tenantId, '--json');
    expect(res.code).toBe(0);
    const { data } = JSON.parse(res.out);
    expect(data.map((k: { publishableKey: string }) => k.publishableKey)).toEqual([
      ...created.keys.map((k: { publishableKey: string }) => k.publishableKey),
      extra.publishableKey,
    ]);
    expect(data[2]).toMatchObject({ environment: 'live', scopes: ['tenants.read'], secretLast4: extra.secretKey.slice(-4), revokedAt: expect.any(String) });
    expect(data[0].revokedAt).toBeNull();
    const human = await cli('keys', 'list', '--tenant', created.tenant.tenantId, '--environment', 'live');
    expect(human.out.split('\n')).toHaveLength(2);
    expect(human.out).toContain(`${extra.publishableKey}  live    secret …${extra.secretKey.slice(-4)}  revoked `);
    for (const secret of [...created.keys.map((k: { secretKey: string }) => k.secretKey), extra.secretKey]) {
      expect(res.out + human.out).not.toContain(secret);
    }
    const unknown = await cli('keys', 'list', '--tenant', 'tnt_01JD0000000000000000000000');
    expect(unknown).toMatchObject({ code: 1, err: 'error: No tenant tnt_01JD0000000000000000000000.' });
  });

  it("members list: the tenant's members with role, status and whether a password is set", async () => {
    const { tenant } = await createTenantViaCli('Members listed');
    expect(JSON.parse((await cli('members', 'list', '--tenant', tenant.tenantId, '--json')).out)).toEqual({ data: [] });
    const email = `listed.${Date.now().toString(36)}@example.com`;
    const made = JSON.parse((await cli('members', 'create', '--tenant', tenant.tenantId, '--email', email, '--role', 'admin', '--name', 'Lee', '--json')).out);
    const res = await cli('members', 'list', '--tenant', tenant.tenantId, '--json');
    expect(JSON.parse(res.out).data).toEqual([
      { memberId: made.memberId, email, name: 'Lee', role: 'admin', status: 'active', passwordSet: false, sso: false, createdAt: expect.any(String) },
    ]);
    expect(res.out).not.toContain('pwt_');
    expect((await cli('members', 'list', '--tenant', tenant.tenantId)).out).toBe(`${made.memberId}  ${email}  admin, active, no password yet`);
    expect((await cli('members', 'list')).code).toBe(2);
  });

  it('refuses unknown commands and missing options with exit code 2', async () => {
    expect((await cli('tenants', 'create')).code).toBe(2);
    expect((await cli('frobnicate')).code).toBe(2);
    expect((await cli('tenants', 'create', '--name', 'x', '--plan', 'gold')).code).toBe(2);
  });
});

describe('npm run cli as a process', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'escrow-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('creates a tenant in the embedded database and refuses while a server holds it', () => {
    const ok = run('tenants', 'create', '--name', 'Proc', '--json');
    expect(ok.status, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout).keys).toHaveLength(2);

    // Pretend a live server owns the data dir: our own parent process id is alive.
    writeFileSync(join(dir, 'server.pid'), String(process.pid));
    const locked = run('tenants', 'create', '--name', 'Blocked');
    expect(locked.status).toBe(1);
    expect(locked.stderr).toContain('in use by process');
    rmSync(join(dir, 'server.pid'));
    // A real process on a fresh embedded database (initdb and migrations): more than the default 30 s on a busy machine.
  }, 180_000);
});
