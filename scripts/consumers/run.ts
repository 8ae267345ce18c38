/**
 * `npm run test:consumers`: the client package as a frontend project outside
 * this repository gets it. Builds clients/ (scripts/build-client.ts), packs it
 * with `npm pack`, installs the tarball from the registry's point of view
 * (a `file:` dependency beside the project's own, from the npm registry) into
 * a copy of each project here — each with its own tsconfig and the current
 * TypeScript:
 *
 * - bundler/: React with TanStack Query's tRPC integration (moduleResolution bundler);
 * - node16/: a CommonJS project (node16), @trpc/client and openapi-fetch;
 * - nodenext/: an ES-module project (nodenext) plus the README's two
 *   TypeScript blocks, compiled with tsc and run against a server started
 *   here on a loopback port.
 *
 * Each project's `@ts-expect-error` lines prove the types are real: were
 * anything `any`, tsc would report the directive unused.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../test/helpers/server-process.ts';
import { buildClient, CLIENT_DIR } from '../build-client.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const PROJECTS = ['bundler', 'node16', 'nodenext'] as const;
const keep = process.argv.includes('--keep');

function sh(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const res = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited with ${res.status}:\n${res.stdout}\n${res.stderr}`);
  return res.stdout;
}

/** `npm install` in `dir`, as a child that runs beside the others. */
function install(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm install in ${dir} exited with ${code}:\n${out}`))));
  });
}

/** The fenced ```ts blocks of README.md, in order. */
function readmeBlocks(): string[] {
  const readme = readFileSync(join(here, '../../README.md'), 'utf8');
  return [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

const work = mkdtempSync(join(tmpdir(), 'escrow-consumers-'));
try {
  const t0 = Date.now();
  const { procedures } = buildClient();
  console.log(`built clients/dist (${procedures} procedures) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // --ignore-scripts: prepack would build again.
  const [packed] = JSON.parse(sh('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], CLIENT_DIR)) as {
    filename: string;
    files: { path: string }[];
  }[];
  const tarball = join(work, packed!.filename);
  const files = packed!.files.map((f) => f.path).sort();
  console.log(`packed ${packed!.filename}: ${files.join(', ')}`);
  for (const needed of ['dist/trpc.d.mts', 'dist/trpc.d.cts', 'typescript/openapi.d.ts', 'package.json']) {
    if (!files.includes(needed)) throw new Error(`the tarball lacks ${needed}`);
  }

  const dirs = Object.fromEntries(PROJECTS.map((name) => [name, join(work, name)])) as Record<(typeof PROJECTS)[number], string>;
  for (const name of PROJECTS) {
    cpSync(join(here, name), dirs[name], { recursive: true });
    const pkgFile = join(dirs[name], 'package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    pkg.dependencies['escrow-platform'] = `file:${tarball}`;
    writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  }
  readmeBlocks().forEach((block, i) => writeFileSync(join(dirs.nodenext, 'src', `readme-${i}.ts`), block));

  // The installs run side by side (network-bound); each prints nothing unless it fails.
  const t1 = Date.now();
  await Promise.all(PROJECTS.map((name) => install(dirs[name])));
  console.log(`installed the tarball into ${PROJECTS.join(', ')} in ${((Date.now() - t1) / 1000).toFixed(1)} s`);

  for (const name of PROJECTS) {
    const version = sh(process.execPath, ['node_modules/typescript/bin/tsc', '--version'], dirs[name]).trim();
    sh(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], dirs[name]);
    console.log(`${name}: type-checks with ${version}`);
  }

  const data = mkdtempSync(join(tmpdir(), 'escrow-consumers-data-'));
  const server = await startServer(data);
  try {
    const keys = JSON.parse(readFileSync(join(data, 'demo-keys.json'), 'utf8')) as { publishableKey: string; secretKey: string };
    const env = { ...process.env, API: `http://127.0.0.1:${server.port}`, PK: keys.publishableKey, SK: keys.secretKey };
    const seen = JSON.parse(sh(process.execPath, ['dist/main.js'], dirs.nodenext, env).trim()) as Record<string, unknown>;
    const expected = {
      livemode: false,
      created: 'invited',
      history: ['created', 'invited', 'cancelled'],
      notFound: '404 not_found',
      rest: 'cancelled',
      users: 2,
      refused: 'invalid_state',
    };
    for (const [key, value] of Object.entries(expected)) {
      if (JSON.stringify(seen[key]) !== JSON.stringify(value))
        throw new Error(`nodenext: ${key} was ${JSON.stringify(seen[key])}, expected ${JSON.stringify(value)}`);
    }
    console.log(`nodenext: called the service on a loopback port: ${JSON.stringify(seen)}`);
    const trpcBlock = sh(process.execPath, ['dist/readme-0.js'], dirs.nodenext, env);
    if (!trpcBlock.includes(String(seen.tenant))) throw new Error(`README's tRPC block printed ${trpcBlock}`);
    const restBlock = sh(process.execPath, ['dist/readme-1.js'], dirs.nodenext, { ...env, ID: 'tx_01JD0000000000000000000000' }).trim();
    console.log(`nodenext: README blocks ran: ${trpcBlock.trim()} / ${restBlock}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(data, { recursive: true, force: true });
  }
  console.log(`consumers: ${PROJECTS.length} projects type-check against the packed client, one ran against the server`);
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
