/** What the chaos scripts share: a real server process, a keyed HTTP call, a tenant, and the cluster's pg_ctl. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import { openDatabase } from '../../src/db/client.ts';
import { createTenant } from '../../src/services/tenants.ts';

export type Keys = Record<string, string>;

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error('needs DATABASE_URL=postgres://… — run it through scripts/chaos/run.sh (or scripts/with-postgres.sh)');
    process.exit(2);
  }
  return url;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A tenant on the `scale` plan (no rate limits in the way) and its sandbox keys. */
export async function scaleTenant(url: string, name: string): Promise<{ tenantId: string; keys: Keys }> {
  const database = await openDatabase({ url, maxConnections: 1 });
  await database.migrate();
  const created = await createTenant(database.db, { name, plan: 'scale' }, null);
  await database.close();
  const k = created.keys.find((x) => x.environment === 'sandbox')!;
  return { tenantId: created.tenant.id, keys: { 'x-api-key': k.publishableKey, 'x-api-secret': k.secretKey } };
}

export async function startServer(url: string, env: Record<string, string> = {}): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

export async function call(
  base: string,
  method: string,
  path: string,
  keys: Keys,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...keys, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** pg_ctl on the cluster scripts/with-postgres.sh started (as its owner when we are root). */
export async function pgCtl(...args: string[]): Promise<void> {
  const bin = process.env.PG_CHAOS_BIN;
  const data = process.env.PG_CHAOS_DATA;
  const user = process.env.PG_CHAOS_USER;
  if (!bin || !data || !user) throw new Error('pg_ctl needs the cluster of scripts/with-postgres.sh (PG_CHAOS_* variables)');
  const port = process.env.PG_CHAOS_PORT;
  const dir = process.env.PG_CHAOS_DIR;
  const command = [`${bin}/pg_ctl`, '-D', data, '-w', ...args];
  if (args[0] === 'restart' || args[0] === 'start') {
    command.push('-l', `${dir}/server.log`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`);
  }
  const [file, ...rest] = process.getuid?.() === 0 ? ['runuser', '-u', user, '--', ...command] : command;
  // Asynchronous: the clients in this process keep running while the cluster goes down and up.
  await promisify(execFile)(file!, rest);
}

export function report(name: string, ok: boolean, detail: string): boolean {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
  return ok;
}
