import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type ServerProcess } from './helpers/server-process.ts';

// Real processes: a server start (PGlite initdb and migrations) takes well over the default 30 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'escrow-server-'));
});
// A test that fails before stopping its server must not leave the process running (one did, holding 440 MB).
const started: ServerProcess[] = [];
afterAll(() => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const start = async (env: Record<string, string> = {}, options: { compiled?: boolean } = {}) => {
  const server = await startServer(dir, env, options);
  started.push(server);
  return server;
};

function printedKeys(output: string) {
  return {
    pk: /x-api-key:\s+(pk_test_\w+)/.exec(output)![1]!,
    sk: /x-api-secret:\s+(sk_test_\w+)/.exec(output)![1]!,
    tenant: /Demo tenant (tnt_\w+)/.exec(output)![1]!,
  };
}

describe('npm start on the embedded database', () => {
  it('creates a demo tenant on first start, prints working keys and a curl line, and reuses it on restart', async () => {
    // npm start's entry: the compiled server (migrations and dashboard found from dist/server/ too).
    const first = await start({}, { compiled: true });
    const keys = printedKeys(first.output());
    expect(first.output()).toContain(`curl -s http://localhost:${first.port}/v1/tenants/me -H 'x-api-key: ${keys.pk}'`);
    const res = await fetch(`http://127.0.0.1:${first.port}/v1/tenants/me`, { headers: { 'x-api-key': keys.pk, 'x-api-secret': keys.sk } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { tenantId: string }).tenantId).toBe(keys.tenant);
    // The log lines never carry the secret or the full publishable key.
    const logLines = first
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'));
    expect(logLines.join('\n')).not.toContain(keys.sk);
    expect(logLines.join('\n')).not.toContain(keys.pk);
    // Made on this first start (from dist/pglite-template when npm install built it, else by initdb), not on the next.
    expect(first.output(), first.output()).toMatch(/"from":"(template|initdb)".*"msg":"new embedded database"/);
    // The demo screens against the shipped excerpt of the lists, in its sandbox only, and says live screening has no list.
    expect(first.output()).toContain('demo: the shipped excerpt of the sanctions lists imported, for sandbox screening only');
    expect(first.output()).toContain("Only the demo's excerpt of the sanctions lists is loaded");
    const screened = await fetch(`http://127.0.0.1:${first.port}/v1/sanctions/screen`, {
      method: 'POST',
      headers: { 'x-api-key': keys.pk, 'x-api-secret': keys.sk, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Joaquin Guzman Loera' }),
    });
    const answer = (await screened.json()) as { hits: { name: string; score: number }[]; listVersions: { version: string; sandboxOnly: boolean }[] };
    expect(screened.status).toBe(200);
    expect(answer.hits[0]).toMatchObject({ name: 'GUZMAN LOERA, Joaquin' });
    expect(answer.listVersions.every((v) => v.sandboxOnly && v.version.startsWith('demo excerpt'))).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start({}, { compiled: true });
    expect(second.output(), second.output()).not.toContain('new embedded database');
    expect(second.output()).not.toContain('sanctions lists imported');
    expect(printedKeys(second.output())).toEqual(keys);
    // The dashboard bundle is served by the compiled server as well.
    expect((await fetch(`http://127.0.0.1:${second.port}/dashboard`)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const server = await start();
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'PATCH',
          path: '/v1/environments/ffffffffffffffffffffffff',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.write('{"name":');
      // The request is mid-body when SIGTERM arrives; it completes afterwards.
      setTimeout(() => server.child.kill('SIGTERM'), 300);
      setTimeout(() => req.end('"x"}'), 900);
    });
    const { status, body } = await response;
    expect(status).toBe(401);
    expect(JSON.parse(body).error.code).toBe('session_required');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it('refuses to start with a bad configuration value, naming it', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('PORT');
  });

  it("with PORT=0 the links it hands out name the port it got; after it stops, the CLI's set-password link names that server too", async () => {
    const server = await start();
    const keys = printedKeys(server.output());
    const headers = { 'x-api-key': keys.pk, 'x-api-secret': keys.sk, 'content-type': 'application/json' };
    const base = `http://127.0.0.1:${server.port}`;
    const user = await fetch(`${base}/v1/tenants/add-user`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Port Zero', email: `port.zero.${Date.now()}@example.com`, phone: '+14155552671' }),
    });
    const { id } = (await user.json()) as { id: string };
    const session = await fetch(`${base}/kyc/sandbox`, { method: 'POST', headers, body: JSON.stringify({ userId: id }) });
    const sessionBody = (await session.json()) as { url: string };
    expect(session.status, JSON.stringify(sessionBody)).toBe(200);
    expect(sessionBody.url).toMatch(new RegExp(`^http://localhost:${server.port}/verify/vs_`));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const member = (email: string, env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/index.ts', 'members', 'create', '--tenant', keys.tenant, '--email', email, '--role', 'owner', '--json'],
        {
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '', PUBLIC_URL: '', ...env },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
    const recorded = member(`owner.${Date.now()}@example.com`, {});
    expect(recorded.status, recorded.stderr).toBe(0);
    expect(JSON.parse(recorded.stdout).setPasswordUrl).toMatch(new RegExp(`^http://localhost:${server.port}/dashboard/set-password\\?token=pwt_`));
    // PUBLIC_URL given to the CLI wins over the recorded one.
    const explicit = member(`admin.${Date.now()}@example.com`, { PUBLIC_URL: 'https://escrow.example.com' });
    expect(explicit.status, explicit.stderr).toBe(0);
    expect(JSON.parse(explicit.stdout).setPasswordUrl).toMatch(/^https:\/\/escrow\.example\.com\/dashboard\/set-password\?token=pwt_/);
  });

  it('keeps the demo keys only in the git-ignored data directory', () => {
    const saved = JSON.parse(readFileSync(join(dir, 'demo-keys.json'), 'utf8'));
    expect(saved.publishableKey).toMatch(/^pk_test_/);
    expect(readFileSync('.gitignore', 'utf8')).toMatch(/^\.data\/$/m);
  });
});

// Runs in the Postgres pass of CI (scripts/with-postgres.sh sets TEST_DATABASE_URL); PGlite cannot be shared by two processes.
describe.runIf(process.env.TEST_DATABASE_URL)('npm start on Postgres', () => {
  it('serves keys that the CLI creates while the server runs', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    // Its inline webhook worker would race the webhook tests sharing this database.
    const server = await start({ DATABASE_URL: url, WEBHOOK_WORKER: 'off' });
    expect(server.output()).not.toContain('Demo tenant');
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'tenants', 'create', '--name', 'Live ops', '--json'], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(cli.status, cli.stderr).toBe(0);
    const { tenant, keys } = JSON.parse(cli.stdout);
    for (const key of keys) {
      const res = await fetch(`http://127.0.0.1:${server.port}/v1/tenants/me`, { headers: { 'x-api-key': key.publishableKey, 'x-api-secret': key.secretKey } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { tenantId: string }).tenantId).toBe(tenant.tenantId);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
