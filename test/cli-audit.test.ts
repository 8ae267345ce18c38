/**
 * The operator CLI's changes are in the tenant's audit log (issue 18): every
 * command that changes a tenant calls the same service function as the
 * dashboard, which writes the row with actor `cli` in the change's own
 * transaction. Rows are read back the way a tenant's owner reads them, over
 * GET /v1/dashboard/audit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/program.ts';
import { auditChanges } from '../src/services/audit.ts';
import { fileHarness, tenantSnapshot, type TestResponse } from './helpers/harness.ts';

const h = fileHarness();
const PASSWORD = 'a long enough password';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, async () => h.db, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Everything the CLI printed with --json: it holds every secret the operator was shown. */
const printed: string[] = [];

async function cliJson(...argv: string[]) {
  const res = await cli(...argv, '--json');
  expect(res.code, res.err).toBe(0);
  printed.push(res.out);
  return JSON.parse(res.out);
}

interface AuditEntry {
  id: string;
  actor: string;
  memberId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  environmentId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

interface Operated {
  tenantId: string;
  live: { environmentId: string; publishableKey: string; secretKey: string };
  sandbox: { environmentId: string; publishableKey: string; secretKey: string };
  token: string;
}

/** A tenant made with the CLI, and its owner (also made with the CLI) signed in through the set-password link. */
async function operatedTenant(name: string): Promise<Operated> {
  const created = await cliJson('tenants', 'create', '--name', name);
  const tenantId = created.tenant.tenantId;
  const keyOf = (type: string) => created.keys.find((k: { environment: string }) => k.environment === type);
  const email = `owner.${tenantId.slice(-10).toLowerCase()}@example.com`;
  const member = await cliJson('members', 'create', '--tenant', tenantId, '--email', email, '--role', 'owner');
  const token = new URL(member.setPasswordUrl).searchParams.get('token');
  expect((await h.request('POST', '/auth/set-password', { body: { token, password: PASSWORD } })).status).toBe(200);
  const login = await h.request('POST', '/auth/login', { body: { email, password: PASSWORD } });
  expect(login.status, login.text).toBe(200);
  return { tenantId, live: keyOf('live'), sandbox: keyOf('sandbox'), token: login.body.accessToken };
}

const asOwner = (t: Operated, method: string, path: string, body?: unknown): Promise<TestResponse> =>
  h.request(method, path, { headers: { authorization: `Bearer ${t.token}` }, ...(body !== undefined ? { body } : {}) });

/** The tenant's whole audit log, newest first, as its owner reads it. */
async function auditLog(t: Operated): Promise<AuditEntry[]> {
  const res = await asOwner(t, 'GET', '/v1/dashboard/audit?limit=100');
  expect(res.status, res.text).toBe(200);
  expect(res.body.hasMore).toBe(false);
  return res.body.data;
}

const byCli = (rows: AuditEntry[]) => rows.filter((r) => r.actor === 'cli');

async function keyIdOf(t: Operated, publishableKey: string): Promise<string> {
  const res = await asOwner(t, 'GET', '/v1/dashboard/keys');
  return res.body.data.find((k: { publishableKey: string }) => k.publishableKey === publishableKey).id;
}

describe('the operator CLI writes audit rows', () => {
  let t: Operated;
  beforeAll(async () => {
    t = await operatedTenant('Audited Inc');
  });

  it('tenants create and members create: the first rows of the tenant’s log, by cli, without secrets', async () => {
    const rows = await auditLog(t);
    expect(rows.map((r) => r.action)).toEqual(['member.password_set', 'member.created', 'tenant.created']);
    const [, memberCreated, tenantCreated] = rows;
    expect(tenantCreated).toMatchObject({ actor: 'cli', memberId: null, targetType: 'tenant', targetId: t.tenantId, environmentId: null, before: null });
    expect(tenantCreated!.after).toMatchObject({ name: 'Audited Inc', plan: 'standard', status: 'active' });
    expect(tenantCreated!.after!.keys).toEqual(
      expect.arrayContaining([
        { publishableKey: t.live.publishableKey, environment: 'live', secretLast4: t.live.secretKey.slice(-4) },
        { publishableKey: t.sandbox.publishableKey, environment: 'sandbox', secretLast4: t.sandbox.secretKey.slice(-4) },
      ]),
    );
    expect(memberCreated).toMatchObject({ actor: 'cli', memberId: null, targetType: 'member', after: { role: 'owner' } });
    const text = JSON.stringify(rows);
    for (const secret of [t.live.secretKey, t.sandbox.secretKey, 'pwt_']) expect(text).not.toContain(secret);
  });

  it('keys create, rotate-secret and revoke: one row each naming the key and cli; the secrets never', async () => {
    const made = await cliJson('keys', 'create', '--tenant', t.tenantId, '--environment', 'sandbox', '--scopes', 'events.read,users.read');
    const rotated = await cliJson('keys', 'rotate-secret', '--publishable-key', made.publishableKey);
    const revoked = await cliJson('keys', 'revoke', '--publishable-key', made.publishableKey);
    const keyId = await keyIdOf(t, made.publishableKey);
    const rows = byCli(await auditLog(t)).filter((r) => r.targetId === keyId);
    expect(rows.map((r) => r.action)).toEqual(['api_key.revoked', 'api_key.secret_rotated', 'api_key.created']);
    const [revokeRow, rotateRow, createRow] = rows;
    expect(createRow).toMatchObject({
      memberId: null,
      targetType: 'api_key',
      environmentId: made.environmentId,
      before: null,
      after: { publishableKey: made.publishableKey, environment: 'sandbox', secretLast4: made.secretKey.slice(-4), revokedAt: null },
    });
    // Only what changed, and the publishable key that names the pair to a reader.
    expect([rotateRow!.before, rotateRow!.after]).toEqual([
      { secretLast4: made.secretKey.slice(-4) },
      { secretLast4: rotated.secretKey.slice(-4), publishableKey: made.publishableKey },
    ]);
    expect([revokeRow!.before, revokeRow!.after]).toEqual([{ revokedAt: null }, { revokedAt: revoked.revokedAt, publishableKey: made.publishableKey }]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(made.secretKey);
    expect(text).not.toContain(rotated.secretKey);
  });

  it('environments update: the changed settings before → after, by cli', async () => {
    await cliJson('environments', 'update', '--id', t.sandbox.environmentId, '--webhook-retries', '7', '--name', 'Staging');
    const [row] = byCli(await auditLog(t)).filter((r) => r.action === 'environment.updated');
    expect(row).toMatchObject({ memberId: null, targetType: 'environment', targetId: t.sandbox.environmentId, environmentId: t.sandbox.environmentId });
    // The two fields it changed, nothing it left alone.
    expect([row!.before, row!.after]).toEqual([
      { name: 'Sandbox', webhookRetries: 3 },
      { name: 'Staging', webhookRetries: 7 },
    ]);
  });

  it('tenants set-threshold and set-status: tenant.updated with the field before → after', async () => {
    expect((await cli('tenants', 'set-threshold', '--id', t.tenantId, '--threshold', '0.9')).code).toBe(0);
    expect((await cli('tenants', 'set-status', '--id', t.tenantId, '--status', 'closed')).code).toBe(0);
    // Closed, its owner cannot read the log: reopen first (that is a row too).
    expect((await asOwner(t, 'GET', '/v1/dashboard/audit')).body.error.code).toBe('tenant_closed');
    expect((await cli('tenants', 'set-status', '--id', t.tenantId, '--status', 'active')).code).toBe(0);
    const rows = byCli(await auditLog(t)).filter((r) => r.action === 'tenant.updated');
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ status: 'closed' }, { status: 'active' }],
      [{ status: 'active' }, { status: 'closed' }],
      [{ sanctionsThreshold: 0.85 }, { sanctionsThreshold: expect.closeTo(0.9, 5) }],
    ]);
    for (const row of rows) expect(row).toMatchObject({ actor: 'cli', memberId: null, targetType: 'tenant', targetId: t.tenantId, environmentId: null });
  });

  it('sso set-oidc and disable: by cli, never the client secret', async () => {
    const secret = `oidc-secret-${t.tenantId}`;
    const issuer = 'https://login.example.com';
    const set = await cli('sso', 'set-oidc', '--tenant', t.tenantId, '--issuer', issuer, '--client-id', 'escrow', '--client-secret', secret);
    expect(set.code, set.err).toBe(0);
    expect((await cli('sso', 'disable', '--tenant', t.tenantId, '--protocol', 'oidc')).code).toBe(0);
    const rows = byCli(await auditLog(t)).filter((r) => r.targetType === 'sso_connection');
    expect(rows.map((r) => r.action)).toEqual(['sso.connection_disabled', 'sso.connection_set']);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('no secret the CLI printed is in the log', async () => {
    const secrets = printed.join('\n').match(/sk_(test|live)_[0-9A-Za-z]+|pwt_[\w-]+/g) ?? [];
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    const text = JSON.stringify(await auditLog(t));
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});

describe('refused CLI changes write nothing', () => {
  it('a second revoke, an unknown key or tenant, a bad name: exit 1, no row, nothing changed', async () => {
    const t = await operatedTenant('Refusals Ltd');
    const made = await cliJson('keys', 'create', '--tenant', t.tenantId, '--environment', 'live');
    expect((await cli('keys', 'revoke', '--publishable-key', made.publishableKey)).code).toBe(0);
    const before = await tenantSnapshot(h.db, t.tenantId);
    const refusals = [
      ['keys', 'revoke', '--publishable-key', made.publishableKey],
      ['keys', 'rotate-secret', '--publishable-key', made.publishableKey],
      ['keys', 'revoke', '--publishable-key', `pk_live_${'x'.repeat(32)}`],
      ['keys', 'create', '--tenant', 'tnt_nope', '--environment', 'live'],
      ['environments', 'update', '--id', t.live.environmentId, '--name', ' '],
      ['environments', 'update', '--id', 'ffffffffffffffffffffffff', '--name', 'x'],
      ['tenants', 'set-status', '--id', 'tnt_nope', '--status', 'closed'],
      ['tenants', 'set-threshold', '--id', 'tnt_nope', '--threshold', '0.9'],
      ['members', 'create', '--tenant', t.tenantId, '--email', 'not-an-email', '--role', 'viewer'],
    ];
    for (const argv of refusals) {
      const res = await cli(...argv);
      expect(res.code, `${argv.join(' ')}: ${res.err}`).toBe(1);
    }
    expect(await tenantSnapshot(h.db, t.tenantId)).toEqual(before);
  });

  it('two operators revoking one key at once: one succeeds, one row', async () => {
    const t = await operatedTenant('Race Co');
    const made = await cliJson('keys', 'create', '--tenant', t.tenantId, '--environment', 'sandbox');
    const results = await Promise.all([1, 2, 3].map(() => cli('keys', 'revoke', '--publishable-key', made.publishableKey)));
    expect(results.map((r) => r.code).sort()).toEqual([0, 1, 1]);
    expect(results.filter((r) => r.code === 1).every((r) => r.err.includes('already revoked'))).toBe(true);
    const keyId = await keyIdOf(t, made.publishableKey);
    expect((await auditLog(t)).filter((r) => r.action === 'api_key.revoked' && r.targetId === keyId)).toHaveLength(1);
  });
});

describe('one service, whoever calls it', () => {
  it('an environment change from the dashboard and from the CLI leave the same row, apart from who', async () => {
    const t = await operatedTenant('Same Rows');
    const path = `/v1/environments/${t.live.environmentId}`;
    expect((await asOwner(t, 'PATCH', path, { debugLogging: true })).status).toBe(200);
    expect((await cli('environments', 'update', '--id', t.live.environmentId, '--debug-logging', 'false')).code).toBe(0);
    const [fromCli, fromDashboard] = (await auditLog(t)).filter((r) => r.action === 'environment.updated');
    const shape = (r: AuditEntry) => ({
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      environmentId: r.environmentId,
      before: Object.keys(r.before!),
      after: Object.keys(r.after!),
    });
    expect(shape(fromCli!)).toEqual(shape(fromDashboard!));
    expect(fromDashboard).toMatchObject({ actor: expect.stringMatching(/^owner\./), memberId: expect.stringMatching(/^mem_/), after: { debugLogging: true } });
    expect(fromCli).toMatchObject({ actor: 'cli', memberId: null, before: { debugLogging: true }, after: { debugLogging: false } });
  });

  it("a tenant's log holds only its own rows: another tenant's owner never sees the CLI's changes to this one", async () => {
    const mine = await operatedTenant('Mine');
    const theirs = await operatedTenant('Theirs');
    await cliJson('keys', 'create', '--tenant', mine.tenantId, '--environment', 'live');
    const rows = await auditLog(theirs);
    expect(rows.map((r) => r.action)).toEqual(['member.password_set', 'member.created', 'tenant.created']);
    expect(rows.every((r) => r.targetId !== mine.tenantId)).toBe(true);
  });
});

describe('compact rows (issue 35): the fields a change changed, nothing else', () => {
  it('an update that changes nothing writes no row, from the CLI or the dashboard; the next real change writes one', async () => {
    const t = await operatedTenant('Unchanged Ltd');
    const count = async (action: string) => (await auditLog(t)).filter((r) => r.action === action).length;
    const env = `/v1/environments/${t.sandbox.environmentId}`;
    expect((await cli('environments', 'update', '--id', t.sandbox.environmentId, '--webhook-retries', '3', '--name', 'Sandbox')).code).toBe(0);
    expect((await asOwner(t, 'PATCH', env, { debugLogging: false })).status).toBe(200);
    expect((await cli('tenants', 'set-threshold', '--id', t.tenantId, '--threshold', '0.85')).code).toBe(0);
    const owner = (await asOwner(t, 'GET', '/v1/dashboard/members')).body.data[0];
    expect((await asOwner(t, 'PATCH', `/v1/dashboard/members/${owner.id}`, { role: 'owner' })).status).toBe(200);
    expect([await count('environment.updated'), await count('tenant.updated'), await count('member.updated')]).toEqual([0, 0, 0]);

    expect((await asOwner(t, 'PATCH', env, { debugLogging: true, webhookRetries: 3 })).status).toBe(200);
    const [row] = (await auditLog(t)).filter((r) => r.action === 'environment.updated');
    expect([row!.before, row!.after]).toEqual([{ debugLogging: false }, { debugLogging: true }]);
  });

  it('a row keeps a field one side has only, compares values deeply, and names the target on `after`', () => {
    const kept = auditChanges(
      { status: 'disputed', disputeId: 'dsp_1', events: ['a', 'b'], note: null },
      { status: 'released', outcome: 'released', events: ['a', 'b'], note: null, email: 'x@example.com' },
      ['email'],
    );
    expect(kept).toEqual({
      before: { status: 'disputed', disputeId: 'dsp_1' },
      after: { status: 'released', outcome: 'released', email: 'x@example.com' },
      changed: 4,
    });
    expect(auditChanges({ events: ['a', 'b'] }, { events: ['b', 'a'] }).changed).toBe(1);
    expect(auditChanges({ a: 1 }, { a: 1 }, ['a'])).toEqual({ before: {}, after: { a: 1 }, changed: 0 });
  });
});
