/**
 * The structure docs/architecture.md describes, checked on the source text (no app, no database):
 * imports point down the ranks, the domain knows neither tRPC nor HTTP frameworks, tRPC internals
 * stay in one file, no import cycle, no module-level state, and long files say why they are long.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRPC_VERSION } from '../src/trpc/internals.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every module a source text imports or re-exports, statically or dynamically, type-only included (comments do not count). */
function importSpecifiers(text: string): string[] {
  const found: string[] = [];
  for (const m of withoutComments(text).matchAll(
    /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    found.push((m[1] ?? m[2] ?? m[3])!);
  }
  return found;
}

/** A specifier as a path from the repository root when it is relative, else the package name as written. */
function target(file: string, specifier: string): string {
  return specifier.startsWith('.') ? relative(root, resolve(root, dirname(file), specifier)) : specifier;
}

const generated = (f: string) => f.startsWith('src/db/migrations/') || f.endsWith('.d.ts');
const SOURCES = sourceFiles('src').filter((f) => !generated(f));

/**
 * The ranks, lowest first (docs/architecture.md draws them). A file may import its own unit and any unit of a
 * LOWER rank; units that share a rank do not import each other (REST, the OpenAPI document and the hosted
 * pages are siblings: what two of them share belongs lower down).
 */
const RANKS: readonly (readonly string[])[] = [
  ['src/lib'],
  ['src/config.ts', 'src/errors.ts', 'src/logger.ts'],
  ['src/db'],
  ['src/services'],
  // What every transport shares (body reading, cookies, admission), and the background jobs: both use services only.
  ['src/http', 'src/jobs.ts'],
  ['src/deps.ts'],
  ['src/trpc'],
  ['src/routers'],
  ['src/rest', 'src/openapi', 'src/pages'],
  ['src/app.ts'],
  ['src/server.ts', 'src/worker.ts', 'src/cli'],
];

/** The unit a source file belongs to (a folder under src/, or a file directly in it), and its rank. */
function unitOf(file: string): { unit: string; rank: number } | undefined {
  for (const [rank, units] of RANKS.entries()) {
    const unit = units.find((u) => file === u || file.startsWith(`${u}/`));
    if (unit) return { unit, rank };
  }
  return undefined;
}

/** Every relative import between two units that does not point to a lower rank. */
function upwardImports(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const from = unitOf(file);
    if (!from) return [];
    return importSpecifiers(read(file))
      .filter((s) => s.startsWith('.'))
      .map((s) => target(file, s))
      .filter((to) => {
        const into = unitOf(to);
        return into !== undefined && into.unit !== from.unit && into.rank >= from.rank;
      })
      .map((to) => `${file} → ${to}`);
  });
}

function violations(files: string[], forbidden: (to: string) => boolean): string[] {
  return files.flatMap((file) =>
    importSpecifiers(readFileSync(join(root, file), 'utf8'))
      .map((s) => target(file, s))
      .filter(forbidden)
      .map((to) => `${file} → ${to}`),
  );
}

describe('imports point down the ranks', () => {
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

  it('every source file has a rank', () => {
    expect(SOURCES.length).toBeGreaterThan(200);
    expect(SOURCES.filter((f) => !unitOf(f))).toEqual([]);
  });

  it('the check refuses an upward import, a sideways one between siblings, and a type-only one', () => {
    const sources: Record<string, string> = {
      'src/services/a.ts': "import { x } from '../trpc/init.ts';",
      'src/pages/b.ts': "import { readBody } from '../rest/body.ts';",
      'src/db/c.ts': "import type { T } from '../services/user-input.ts';",
      'src/config.ts': "import { DAYS } from './services/transactions/disputes.ts';",
      'src/routers/d.ts': "import { x } from '../services/users.ts';\nimport { y } from './shared/schemas.ts';",
    };
    expect(upwardImports(Object.keys(sources), (f) => sources[f]!)).toEqual([
      'src/services/a.ts → src/trpc/init.ts',
      'src/pages/b.ts → src/rest/body.ts',
      'src/db/c.ts → src/services/user-input.ts',
      'src/config.ts → src/services/transactions/disputes.ts',
    ]);
  });

  it('no source file imports its own rank or above (another unit)', () => {
    expect(upwardImports(SOURCES, (f) => readFileSync(join(root, f), 'utf8'))).toEqual([]);
  });
});

describe('the domain depends on no transport', () => {
  const DOMAIN = ['src/services', 'src/lib', 'src/db', 'src/cli', 'src/pages', 'src/http']
    .flatMap(sourceFiles)
    .concat(['src/errors.ts', 'src/deps.ts', 'src/jobs.ts', 'src/worker.ts']);

  it('services, lib, db, CLI, hosted pages, src/http, errors and the background jobs import neither @trpc/* nor src/trpc/', () => {
    expect(DOMAIN).toContain('src/services/idempotency.ts');
    expect(DOMAIN).toContain('src/jobs.ts');
    expect(violations(DOMAIN, (to) => to.startsWith('@trpc/') || to.startsWith('src/trpc/'))).toEqual([]);
  });

  it('services, lib, db, the CLI and the background jobs import no HTTP framework and no transport module', () => {
    // deps.ts holds the transports' admission control (src/http/): its rank is above src/http.
    const files = DOMAIN.filter((f) => !f.startsWith('src/pages/') && !f.startsWith('src/http/') && f !== 'src/deps.ts');
    const transport = (to: string) =>
      ['src/routers/', 'src/rest/', 'src/http/', 'src/pages/', 'src/app.ts'].some((p) => to.startsWith(p)) || /^(hono|@hono\/|trpc-to-openapi)/.test(to);
    expect(violations(files, transport)).toEqual([]);
  });
});

describe('tRPC internals', () => {
  it('only src/trpc/internals.ts uses them (unstable-core-do-not-import, router._def)', () => {
    const files = ['src', 'clients'].flatMap(sourceFiles).filter((f) => f !== 'src/trpc/internals.ts');
    expect(violations(files, (to) => to.includes('unstable-core-do-not-import'))).toEqual([]);
    const defs = files.filter((f) => /\._def\b/.test(withoutComments(readFileSync(join(root, f), 'utf8'))));
    expect(defs).toEqual([]);
  });

  // After an upgrade: check the uses listed in src/trpc/internals.ts still hold, then move the pin.
  it(`the installed @trpc/server is the version src/trpc/internals.ts was checked against (${TRPC_VERSION})`, () => {
    const installed = JSON.parse(readFileSync(join(root, 'node_modules/@trpc/server/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(TRPC_VERSION);
  });
});

describe('procedures use the database handle of their call', () => {
  // ctx.db is the transaction an Idempotency-Key's step opened (the answer is stored with the effects); deps.db
  // beside it would run outside that transaction — and on PGlite's one connection, wait for it forever.
  it('no router reads ctx.deps.db', () => {
    const files = sourceFiles('src/routers').filter((f) => /\bdeps\.db\b/.test(withoutComments(readFileSync(join(root, f), 'utf8'))));
    expect(files).toEqual([]);
  });
});

describe('no module-level state', () => {
  /**
   * What a module may keep for the life of the process: memos of pure functions (the same answer for the same
   * argument, whichever app asks) and process-wide facts. Data read from a database — caches, prepared
   * statements, indexes — belongs to the app's dependencies (src/services/app-state.ts), so two apps share none of it.
   */
  const ALLOWED: Record<string, string> = {
    'src/lib/ids.ts poolAt': "the process's pool of random bytes for ids",
    'src/lib/ids.ts lastEnvMs': 'monotonic environment ids within a millisecond, process-wide',
    'src/lib/ids.ts lastEnvTail': 'monotonic environment ids within a millisecond, process-wide',
    'src/services/members/passwords.ts derivations': 'a count of scrypt runs in this process (tests check that refusals start none)',
    'src/services/members/passwords.ts decoys': 'one decoy hash per scrypt cost: a pure function of the cost',
    'src/services/webhooks/endpoints.ts boxes': 'the sealing box of a signing secret: a pure function of the secret',
    'src/services/sso/connections.ts boxes': 'the sealing box of a signing secret: a pure function of the secret',
    'src/services/sanctions/names.ts spellingCache': 'phonetic keys of a word: a pure function of the word',
    'src/services/sanctions/blocking-keys.ts keyCache': 'blocking keys of a name: a pure function of the name',
    'src/services/sanctions/scoring.ts RUNS': "a name's adjacent words run together: a pure function of the analysed name, freed with it",
    'src/services/sanctions/scoring.ts SURNAME_FIRST': 'a name run together surname first: a pure function of the analysed name, freed with it',
    'src/pages/docs.ts scalarBundle': 'a file shipped with the package, read once',
    'src/cli/index.ts opened': "the CLI command's one database (a CLI process runs one command)",
    'src/db/pglite-worker.ts nextTx': "the embedded database thread's transaction ids: the module is the thread, which serves one database",
    'src/db/pglite-worker.ts ending': "the embedded database thread's commit or rollback requests waiting: the module is the thread, which serves one database",
  };

  /** Top-level `let`s and top-level containers made empty (`new Map()`, `new WeakMap<…>()`, `new Set()`): places to keep state. */
  function moduleState(file: string, text: string): string[] {
    const found: string[] = [];
    for (const m of withoutComments(text).matchAll(/^(?:export )?(?:let (\w+)|const (\w+)(?:: [^=]+)? = new (?:Weak)?(?:Map|Set)(?:<[^(]*>)?\(\s*\))/gm)) {
      found.push(`${file} ${m[1] ?? m[2]}`);
    }
    return found;
  }

  it('the check finds top-level lets and empty containers, not constant lookups', () => {
    const text = [
      'const cache = new WeakMap<Db, Statement>();',
      'export const seen = new Set<string>();',
      'let counter = 0;',
      "const METHODS = new Set(['GET', 'POST']);",
      'function f() {\n  let local = 1;\n  const inner = new Map();\n}',
    ].join('\n');
    expect(moduleState('x.ts', text)).toEqual(['x.ts cache', 'x.ts seen', 'x.ts counter']);
  });

  it('no module keeps state beyond the allowed memos, each with its reason', () => {
    const found = SOURCES.flatMap((f) => moduleState(f, readFileSync(join(root, f), 'utf8')));
    expect(found.filter((entry) => !(entry in ALLOWED))).toEqual([]);
    // An allowance for something that is gone is removed with it.
    expect(Object.keys(ALLOWED).filter((entry) => !found.includes(entry))).toEqual([]);
  });
});

describe('files with one job', () => {
  const LIMIT = 300;
  const MARKER = '// Long on purpose:';

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
