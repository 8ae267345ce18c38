/**
 * The layering docs/architecture.md describes, checked on the source: the
 * domain (services, lib, db, CLI, hosted pages, errors, the background jobs)
 * does not depend on tRPC; tRPC internals are used in one adapter file,
 * pinned to the installed version; and an AppError, thrown anywhere, reaches
 * both transports as the same error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError, ERRORS, type ErrorCode } from '../src/errors.ts';
import { TRPC_VERSION } from '../src/trpc/internals.ts';
import { and, eq, sql } from 'drizzle-orm';
import { kycRecords, users } from '../src/db/schema/index.ts';
import { makeUser } from './helpers/factories.ts';
import { fileHarness, type TestTenant } from './helpers/harness.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** Every module a source text imports or re-exports, statically or dynamically (comments do not count). */
function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push((m[1] ?? m[2] ?? m[3])!);
  }
  return found;
}

/** A specifier as a path from the repository root when it is relative, else the package name as written. */
function target(file: string, specifier: string): string {
  return specifier.startsWith('.') ? relative(root, resolve(root, dirname(file), specifier)) : specifier;
}

const DOMAIN = ['src/services', 'src/lib', 'src/db', 'src/cli', 'src/pages', 'src/http']
  .flatMap(sourceFiles)
  // The background jobs and the worker process that runs them alone: no tRPC, no HTTP stack.
  .concat(['src/errors.ts', 'src/deps.ts', 'src/jobs.ts', 'src/worker.ts']);

function violations(files: string[], forbidden: (to: string) => boolean): string[] {
  return files.flatMap((file) =>
    importSpecifiers(readFileSync(join(root, file), 'utf8'))
      .map((s) => target(file, s))
      .filter(forbidden)
      .map((to) => `${file} → ${to}`),
  );
}

describe('the domain does not depend on tRPC', () => {
  it('the import scanner sees every form of import, and not comments', () => {
    const text = [
      "import { AppError } from '../trpc/errors.ts';",
      "import type {\n  Meta,\n  Other,\n} from '../trpc/init.ts';",
      "export * from '@trpc/server';",
      "import '../trpc/side-effect.ts';",
      "const lazy = await import('../trpc/lazy.ts');",
      "// import { x } from '../trpc/commented.ts';",
      "/* import { y } from '@trpc/server/rpc'; */",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['../trpc/errors.ts', '../trpc/init.ts', '@trpc/server', '../trpc/side-effect.ts', '../trpc/lazy.ts']);
  });

  it('services, lib, db, CLI, hosted pages, cookies, errors and the background jobs import neither @trpc/* nor src/trpc/', () => {
    expect(DOMAIN.length).toBeGreaterThan(50);
    expect(DOMAIN).toContain('src/services/idempotency.ts');
    expect(DOMAIN).toContain('src/services/webhooks/worker.ts');
    expect(DOMAIN).toContain('src/jobs.ts');
    expect(violations(DOMAIN, (to) => to.startsWith('@trpc/') || to.startsWith('src/trpc/'))).toEqual([]);
  });

  it('services, lib, db, the CLI and the background jobs import no router, no HTTP framework and no transport module', () => {
    const files = DOMAIN.filter((f) => !f.startsWith('src/pages/') && !f.startsWith('src/http/'));
    const transport = (to: string) =>
      ['src/routers/', 'src/rest/', 'src/http/', 'src/pages/', 'src/app.ts'].some((p) => to.startsWith(p)) || /^(hono|@hono\/|trpc-to-openapi)/.test(to);
    expect(violations(files, transport)).toEqual([]);
  });

  it('AppError is a plain Error: the domain can throw it without tRPC', () => {
    const error = new AppError('invalid_state', { message: 'No.', cause: new Error('why') });
    expect(Object.getPrototypeOf(AppError.prototype)).toBe(Error.prototype);
    expect([error.name, error.appCode, error.message, (error.cause as Error).message]).toEqual(['AppError', 'invalid_state', 'No.', 'why']);
  });
});

describe('tRPC internals', () => {
  it('only src/trpc/internals.ts uses them (unstable-core-do-not-import, router._def)', () => {
    const files = ['src', 'clients'].flatMap(sourceFiles).filter((f) => f !== 'src/trpc/internals.ts');
    expect(violations(files, (to) => to.includes('unstable-core-do-not-import'))).toEqual([]);
    const defs = files.filter((f) => /\._def\b/.test(readFileSync(join(root, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')));
    expect(defs).toEqual([]);
  });

  // After an upgrade: check the uses listed in src/trpc/internals.ts still hold, then move the pin.
  it(`the installed @trpc/server is the version src/trpc/internals.ts was checked against (${TRPC_VERSION})`, () => {
    const installed = JSON.parse(readFileSync(join(root, 'node_modules/@trpc/server/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(TRPC_VERSION);
  });

  it('a middleware context still merges as a spread: later keys win, earlier ones stay, nothing shared', async () => {
    const { initTRPC } = await import('@trpc/server');
    const t = initTRPC.context<{ a: number; b: number }>().create();
    const seen: unknown[] = [];
    const proc = t.procedure
      .use(({ next }) => next({ ctx: { b: 2, c: 3 } }))
      .use(({ ctx, next }) => {
        seen.push({ ...ctx });
        return next({ ctx: { a: 10 } });
      })
      .query(({ ctx }) => ctx);
    const caller = t.createCallerFactory(t.router({ proc }));
    const original = { a: 1, b: 1 };
    expect(await caller(original).proc()).toEqual({ a: 10, b: 2, c: 3 });
    expect(seen).toEqual([{ a: 1, b: 2, c: 3 }]);
    expect(original).toEqual({ a: 1, b: 1 });
  });
});

describe('drizzle-orm row mapping', () => {
  const h = fileHarness();
  it('maps rows as before: nested selections, decoders, and a left join with no match comes back null', async () => {
    const t = await h.tenant();
    const userId = await makeUser(h, t.sandbox);
    const select = () =>
      h.db
        .select({ user: { id: users.id, createdAt: users.createdAt }, kyc: kycRecords })
        .from(users)
        .leftJoin(kycRecords, and(eq(kycRecords.userId, users.id), sql`false`))
        .where(eq(users.id, userId));
    const prepared = select().prepare('layers_left_join');
    for (const rows of [await select(), await prepared.execute(), await prepared.execute()]) {
      expect(rows).toHaveLength(1);
      expect(rows[0]!.user.id).toBe(userId);
      expect(rows[0]!.user.createdAt).toBeInstanceOf(Date);
      expect(rows[0]!.kyc).toBeNull();
    }
  });
});

describe('an AppError reaches both transports as the same error', () => {
  const h = fileHarness();
  let t: TestTenant;
  beforeAll(async () => {
    t = await h.tenant();
  });

  /** The tRPC envelope keeps tRPC's error number for our code, with our body's fields in `data`. */
  function expectSame(rest: { status: number; body: any }, trpc: { status: number; body: any }, code: ErrorCode) {
    expect([rest.status, rest.body.error.code]).toEqual([ERRORS[code].status, code]);
    expect(trpc.status).toBe(ERRORS[code].status);
    expect(trpc.body.error.code).toBe(TRPC_ERROR_CODES_BY_KEY[ERRORS[code].trpc]);
    expect(trpc.body.error.data).toMatchObject({ code, type: ERRORS[code].type, httpStatus: ERRORS[code].status });
    expect(trpc.body.error.message).toBe(rest.body.error.message);
  }

  it('thrown by a procedure kind (401 key_missing)', async () => {
    const rest = await h.request('GET', '/v1/tenants/me');
    const trpc = await h.request('GET', '/trpc/tenants.me');
    expectSame(rest, trpc, 'key_missing');
  });

  it('thrown by a router (404 not_found, with param)', async () => {
    const id = 'usr_01ARZ3NDEKTSV4RRFFQ69G5FAV';
    const rest = await h.request('GET', `/v1/users/${id}`, { auth: t.sandbox });
    const trpc = await h.request('GET', `/trpc/users.get?input=${encodeURIComponent(JSON.stringify({ id }))}`, { auth: t.sandbox });
    expectSame(rest, trpc, 'not_found');
    expect([rest.body.error.param, trpc.body.error.data.param]).toEqual(['id', 'id']);
  });

  it('thrown by a service (422 idempotency_key_reused)', async () => {
    const user = (email: string) => ({ name: 'Ada Lovelace', email, phone: '+14155552671' });
    const headers = { 'idempotency-key': 'layers-reused' };
    expect((await h.request('POST', '/v1/tenants/add-user', { body: user('layers-1@example.com'), headers, auth: t.sandbox })).status).toBe(200);
    const rest = await h.request('POST', '/v1/tenants/add-user', { body: user('layers-2@example.com'), headers, auth: t.sandbox });
    const trpc = await h.request('POST', '/trpc/users.add', { body: user('layers-3@example.com'), headers, auth: t.sandbox });
    expectSame(rest, trpc, 'idempotency_key_reused');
  });

  it("tRPC's own validation error (400 validation_failed, every bad field)", async () => {
    const rest = await h.request('POST', '/v1/tenants/add-user', { body: { name: '', email: 'nope' }, auth: t.sandbox });
    const trpc = await h.request('POST', '/trpc/users.add', { body: { name: '', email: 'nope' }, auth: t.sandbox });
    expectSame(rest, trpc, 'validation_failed');
    expect(trpc.body.error.data.details).toEqual(rest.body.error.details);
  });
});

describe('files with one job', () => {
  const LIMIT = 300;
  const MARKER = '// Long on purpose:';
  const generated = (f: string) => f.startsWith('src/db/migrations/') || f.endsWith('.d.ts');

  it(`no source or test file is over ${LIMIT} lines without "${MARKER} <reason>" on its first line`, () => {
    const files = ['src', 'scripts', 'dashboard/src', 'test', 'clients'].flatMap(sourceFiles).filter((f) => !generated(f));
    expect(files).toContain('src/server.ts');
    const long = files.filter((f) => {
      const text = readFileSync(join(root, f), 'utf8');
      const lines = text.split('\n').length;
      return lines > LIMIT && !(text.startsWith(MARKER) && text.split('\n', 1)[0]!.length > MARKER.length + 10);
    });
    expect(long).toEqual([]);
  });

  it('no import cycle between source files', () => {
    const files = ['src', 'scripts', 'dashboard/src'].flatMap(sourceFiles).filter((f) => !generated(f));
    const edges = new Map(
      files.map((f) => [
        f,
        importSpecifiers(readFileSync(join(root, f), 'utf8'))
          .filter((s) => s.startsWith('.'))
          .map((s) => target(f, s)),
      ]),
    );
    // Depth-first search; a file reached again while still on the path closes a cycle.
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...path.slice(path.indexOf(f)), f].join(' → '));
        return;
      }
      state.set(f, 'open');
      for (const to of edges.get(f) ?? []) visit(to, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });
});
