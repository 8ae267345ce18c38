/**
 * The README's examples, as a newcomer meets them: its TypeScript blocks
 * type-check against the client package (clients/, built by
 * scripts/build-client.ts, resolved by its name through its `exports` as a
 * frontend would; `npm run test:consumers` does the same from the packed
 * tarball in projects outside the repository), and its walk-through — the shell blocks between the
 * `walkthrough` markers — is pasted into one bash, block by block, against a
 * real server on a fresh data directory, then the TypeScript blocks run
 * against the same server. Nothing here is a copy: edit the README and this
 * runs the new text.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildClient, CLIENT_DIR } from '../scripts/build-client.ts';
import { startServer, type ServerProcess } from './helpers/server-process.ts';

// tsc over the router's types and a real server start are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 480_000, hookTimeout: 240_000 });

const README = readFileSync('README.md', 'utf8');

/** The fenced blocks of one language, in order. */
function blocks(text: string, lang: string): string[] {
  return [...text.matchAll(new RegExp('^```' + lang + '\\n([\\s\\S]*?)^```$', 'gm'))].map((m) => m[1]!);
}

const walkthrough = (() => {
  const start = README.indexOf('<!-- walkthrough -->');
  const end = README.indexOf('<!-- /walkthrough -->');
  if (start < 0 || end < start) throw new Error('README.md has no <!-- walkthrough --> … <!-- /walkthrough --> section');
  return blocks(README.slice(start, end), 'sh');
})();
const tsBlocks = blocks(README, 'ts');

/**
 * A scratch folder inside the repository (so @trpc/client and tsx resolve from its node_modules) whose own
 * node_modules/escrow-platform is the client package, as `npm install` of the tarball would place it.
 */
function scratchInRepo(): string {
  const dir = join(process.cwd(), `.readme-check-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(CLIENT_DIR, join(dir, 'node_modules/escrow-platform'), 'dir');
  return dir;
}

let clientBuilt = false;
/** clients/dist, once per run of this file. */
function builtClient() {
  if (!clientBuilt) buildClient();
  clientBuilt = true;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

describe('README TypeScript blocks', () => {
  let dir: string;
  beforeAll(() => {
    builtClient();
    dir = scratchInRepo();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('there are two (tRPC and openapi-fetch) and they import the package by name, not its sources', () => {
    expect(tsBlocks).toHaveLength(2);
    expect(tsBlocks[0]).toContain("from 'escrow-platform/trpc'");
    expect(tsBlocks[1]).toContain("from 'escrow-platform/openapi'");
    for (const block of tsBlocks) expect(block).not.toMatch(/from '[^']*src\//);
  });

  it('type-check with tsc against the built client package, resolving escrow-platform/trpc and escrow-platform/openapi through its exports', () => {
    tsBlocks.forEach((block, i) => writeFileSync(join(dir, `block-${i}.ts`), block));
    // A deliberate mistake proves the check reads the router's real types.
    writeFileSync(join(dir, 'wrong.ts'), `${tsBlocks[0]}\nawait api.transactions.get.query({ id: 42 });\n`);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', include: ['*.ts'] }));
    const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8', timeout: 420_000 });
    const errors = tsc.stdout.split('\n').filter((l) => l.includes('error TS'));
    expect(errors.filter((l) => !l.startsWith(`.readme-check-${process.pid}/wrong.ts`))).toEqual([]);
    expect(errors.join('\n')).toMatch(/wrong\.ts\(\d+,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/);
  });
});

describe('README walk-through, pasted into bash against a fresh server', () => {
  let data: string;
  let server: ServerProcess;
  beforeAll(async () => {
    data = mkdtempSync(join(tmpdir(), 'escrow-readme-'));
    server = await startServer(data, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(data, { recursive: true, force: true });
  });

  it('gets to a released transaction and a verified webhook; then the TypeScript blocks run against it', async () => {
    expect(walkthrough.length).toBeGreaterThanOrEqual(6);
    const api = `http://localhost:${server.port}`;
    const env = { ...process.env, API: api, DATA_DIR: data, RX_PORT: String(await freePort()) };
    // One shell, as in a terminal; -e stops at the first failing line (a person would see it and stop too).
    const bash = spawn('bash', ['--noprofile', '--norc'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    bash.stdout.on('data', (d) => (out += d));
    bash.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => bash.on('exit', resolve));
    const until = async (text: string, times = 1) => {
      const deadline = Date.now() + 60_000;
      while (out.split(text).length - 1 < times) {
        if (Date.now() > deadline) throw new Error(`the walk-through never printed "${text}":\n${out}`);
        if (bash.exitCode !== null) throw new Error(`bash exited with ${bash.exitCode} before "${text}":\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    bash.stdin.write('set -eo pipefail\n');
    for (const block of walkthrough.slice(0, -1)) bash.stdin.write(`${block}\n`);
    // The last block reads the delivery log and stops the receiver: a person pastes it after seeing both releases arrive.
    await until('webhook verified: transaction.status.changed released', 2);
    bash.stdin.write(`${walkthrough.at(-1)}\necho "ID=$ID PK=$PK SK=$SK"\nexit\n`);
    expect(await exited, out).toBe(0);

    expect(out).toMatch(/"tenantId":"tnt_\w+","name":"Demo Marketplace"/);
    expect(out.match(/^complete$/gm)).toHaveLength(2);
    expect(out).toMatch(/^303 → http:\/\/localhost:\d+\/t\/tokn_\w+\?party=/m);
    expect(out).toMatch(/^funded$/m);
    expect(out.match(/^released$/gm)).toHaveLength(2);
    // The test clock: the deadline on the clock's time, the advance, and the reminder before the clock's release.
    expect(out).toMatch(/^2031-03-06T09:00:00\.000Z$/m);
    expect(out).toMatch(/^advancing$/m);
    // The poll loop ends whatever the clock ends in; it said ready.
    expect(out).toMatch(/^ready$/m);
    // Both of the clock's deliveries arrived (deliveries may arrive in any order: the events' order is checked below).
    expect(out).toContain('webhook verified: transaction.inspection_ending funded');
    expect(out.split('webhook verified: transaction.status.changed released')).toHaveLength(3);
    for (const line of ['transaction.created', 'transaction.accepted', 'transaction.status.changed funded', 'transaction.status.changed released']) {
      expect(out).toContain(`webhook verified: ${line}`);
    }
    expect(out).not.toContain('webhook refused');
    expect(out).toMatch(/^transaction\.[a-z.]+$/m);
    // The demo's sandbox emails the parties (stored in the outbox: no SMTP server here).
    expect(out).toMatch(/^\[TEST\] The funds were released — Camera lens$/m);
    expect(out).toContain('"deleted":true');

    const [, id, pk, sk] = /^ID=(tx_\w+) PK=(pk_test_\w+) SK=(sk_test_\w+)$/m.exec(out)!;
    const headers = { 'x-api-key': pk!, 'x-api-secret': sk! };
    const tx = (await (await fetch(`${api}/v1/transactions/${id}`, { headers })).json()) as { status: string; history: { status: string }[] };
    expect(tx.status).toBe('released');
    expect(tx.history.map((h) => h.status)).toEqual(['created', 'invited', 'accepted', 'funded', 'released']);
    // The clock's escrow: its reminder was written before its release (event ids sort by creation).
    const events = (await (await fetch(`${api}/v1/events?limit=50`, { headers })).json()) as { data: { id: string; type: string; data: any }[] };
    const onClock = events.data.filter((e) => e.data.testClockId).sort((a, b) => (a.id < b.id ? -1 : 1));
    const kinds = onClock
      .map((e) => (e.type === 'transaction.status.changed' ? e.data.status : e.type))
      .filter((k) => k === 'transaction.inspection_ending' || k === 'released');
    expect(kinds).toEqual(['transaction.inspection_ending', 'released']);

    builtClient();
    const dir = scratchInRepo();
    try {
      const run = (i: number) => {
        writeFileSync(join(dir, `run-${i}.ts`), tsBlocks[i]!);
        const res = spawnSync(process.execPath, ['--import', 'tsx', join(dir, `run-${i}.ts`)], {
          env: { ...process.env, API: api, PK: pk, SK: sk, ID: id },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(res.status, res.stderr).toBe(0);
        return res.stdout;
      };
      expect(run(0)).toMatch(/^tnt_\w+ \[ '(live|sandbox)', '(live|sandbox)' \]$/m);
      expect(run(1)).toContain("released [ 'created', 'invited', 'accepted', 'funded', 'released' ]");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
