/**
 * Builds the dashboard (dashboard/src → dashboard/dist) with esbuild: one
 * bundle, its stylesheet and index.html. Runs on `npm install`/`npm ci`
 * (postinstall) and before `npm start` (prestart); no network needed.
 * Skipped when dist is newer than every file the last build read (esbuild's
 * metafile, kept in dist/inputs.json) and than this script; `--force` builds anyway.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../dashboard/', import.meta.url));
const dist = `${root}dist`;
// Build beside dist and swap, so a running server never serves half a build.
const staging = `${root}.dist-${process.pid}`;
const repo = fileURLToPath(new URL('../', import.meta.url));

/** Whether dist was built after every input of its build last changed (and the inputs still exist). */
function upToDate() {
  const record = `${dist}/inputs.json`;
  if (process.argv.includes('--force') || !existsSync(record) || !existsSync(`${dist}/assets/app.js`)) return false;
  const builtAt = statSync(record).mtimeMs;
  /** @type {string[]} */
  const inputs = JSON.parse(readFileSync(record, 'utf8'));
  return [...inputs, fileURLToPath(import.meta.url)].every((file) => existsSync(file) && statSync(file).mtimeMs < builtAt);
}

if (upToDate()) {
  console.log(`dashboard up to date in ${dist}`);
  process.exit(0);
}

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
  const inputs = [...Object.keys(result.metafile.inputs).map((f) => `${repo}${f}`), `${root}src/index.html`, `${root}src/app.css`];
  writeFileSync(`${staging}/inputs.json`, JSON.stringify(inputs));
  rmSync(dist, { recursive: true, force: true });
  renameSync(staging, dist);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
console.log(`dashboard built into ${dist}`);
