/**
 * The two esbuild builds `npm start` needs, each skipped when its output is
 * newer than every file its last build read (esbuild's metafile, kept beside
 * the output as inputs.json) and than this file; `force` builds anyway.
 * Outputs are written beside their place and renamed in, so a server starting
 * (or running) at the same moment never reads half a build.
 *
 * - the dashboard: dashboard/src → dashboard/dist (browser bundle, stylesheet, index.html);
 * - the server: src/server.ts → dist/server/index.mjs (one ESM file, packages
 *   left in node_modules, source map), which `npm start` runs with plain node:
 *   tsx compiling ~150 files on every start cost ~1.4 s of it (README, Start);
 *   and beside it src/db/template-build.ts → dist/server/template.mjs.
 *
 * - the /docs page's script: Scalar's browser bundle, copied from the
 *   @scalar/api-reference devDependency to dist/docs/scalar.js (the runtime
 *   dependencies stay free of the ~300 packages behind it).
 *
 * And, not in `npm start` (a rebuild costs ~3 s, and a template a migration
 * behind still serves: the server applies the rest), the embedded database's
 * template (src/db/pglite-template.ts) → dist/pglite-template: rebuilt when
 * PGlite, a migration or a template file changed.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const self = fileURLToPath(import.meta.url);
export const DASHBOARD_DIST = `${repo}dashboard/dist`;
/** Two levels below the repository, like src/db and src/pages, so their `import.meta.url`-relative paths hold in the bundle too. */
export const SERVER_BUNDLE = `${repo}dist/server/index.mjs`;
/** Builds the template; bundled with the server (same inputs, same record). */
export const TEMPLATE_BUILDER = `${repo}dist/server/template.mjs`;
/** Where src/pages/docs.ts reads it (DOCS_BUNDLE). */
export const DOCS_BUNDLE = `${repo}dist/docs/scalar.js`;
/** Where src/db/pglite-template.ts looks for it (DEFAULT_TEMPLATE_DIR). */
export const TEMPLATE_DIR = `${repo}dist/pglite-template`;

/** Whether `record` (a JSON list of input files) and `output` exist and are newer than every input and this file. */
function upToDate(record, output) {
  if (!existsSync(record) || !existsSync(output)) return false;
  const builtAt = statSync(record).mtimeMs;
  /** @type {string[]} */
  const inputs = JSON.parse(readFileSync(record, 'utf8'));
  return [...inputs, self].every((file) => existsSync(file) && statSync(file).mtimeMs < builtAt);
}

const inputsOf = (metafile) => Object.keys(metafile.inputs).map((f) => `${repo}${f}`);

/** @returns {Promise<'built' | 'up to date'>} */
export async function buildDashboard({ force = false } = {}) {
  const root = `${repo}dashboard/`;
  if (!force && upToDate(`${DASHBOARD_DIST}/inputs.json`, `${DASHBOARD_DIST}/assets/app.js`)) return 'up to date';
  // Build beside dist and swap the directory.
  const staging = `${root}.dist-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(`${staging}/assets`, { recursive: true });
  try {
    const result = await build({
      metafile: true,
      entryPoints: [`${root}src/main.ts`],
      outfile: `${staging}/assets/app.js`,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      sourcemap: 'linked',
      legalComments: 'none',
      logLevel: 'warning',
    });
    copyFileSync(`${root}src/index.html`, `${staging}/index.html`);
    copyFileSync(`${root}src/app.css`, `${staging}/assets/app.css`);
    // Every file the bundle read, plus the two copied: what makes the next build necessary.
    writeFileSync(`${staging}/inputs.json`, JSON.stringify([...inputsOf(result.metafile), `${root}src/index.html`, `${root}src/app.css`]));
    rmSync(DASHBOARD_DIST, { recursive: true, force: true });
    renameSync(staging, DASHBOARD_DIST);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return 'built';
}

/** @returns {Promise<'built' | 'up to date'>} */
export async function buildServer({ force = false } = {}) {
  const dir = dirname(SERVER_BUNDLE);
  const record = `${dir}/inputs.json`;
  if (!force && upToDate(record, SERVER_BUNDLE) && existsSync(TEMPLATE_BUILDER)) return 'up to date';
  mkdirSync(dir, { recursive: true });
  const result = await build({
    metafile: true,
    write: false,
    entryPoints: { index: `${repo}src/server.ts`, template: `${repo}src/db/template-build.ts` },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  // The map first, the code next, the record last: a record newer than its inputs means the whole build is in place.
  const files = [...result.outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')));
  for (const file of files) {
    const staging = `${file.path}.${process.pid}.tmp`;
    writeFileSync(staging, file.contents);
    renameSync(staging, file.path);
  }
  const staging = `${record}.${process.pid}.tmp`;
  writeFileSync(staging, JSON.stringify(inputsOf(result.metafile)));
  renameSync(staging, record);
  return 'built';
}

/**
 * Copies Scalar's standalone browser bundle (a devDependency: an install without dev packages keeps the copy
 * a full install made, or serves /docs without its script) beside the server.
 * @returns {'built' | 'up to date'}
 */
export function buildDocsBundle({ force = false } = {}) {
  const source = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
  if (!force && existsSync(DOCS_BUNDLE) && statSync(DOCS_BUNDLE).mtimeMs >= statSync(source).mtimeMs) return 'up to date';
  mkdirSync(dirname(DOCS_BUNDLE), { recursive: true });
  const staging = `${DOCS_BUNDLE}.${process.pid}.tmp`;
  copyFileSync(source, staging);
  renameSync(staging, DOCS_BUNDLE);
  return 'built';
}

/** @returns {Promise<'built' | 'up to date'>} */
export async function buildTemplate({ force = false } = {}) {
  /** @type {typeof import('../../src/db/template-build.ts')} */
  const builder = await import(pathToFileURL(TEMPLATE_BUILDER).href);
  if (!force && builder.templateCurrent(TEMPLATE_DIR)) return 'up to date';
  await builder.buildTemplate(TEMPLATE_DIR);
  return 'built';
}
