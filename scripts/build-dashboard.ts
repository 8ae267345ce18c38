/**
 * Builds the dashboard (dashboard/src → dashboard/dist) with esbuild: one
 * bundle, its stylesheet and index.html. Runs on `npm install`/`npm ci`
 * (postinstall) and before `npm start` (prestart); no network needed.
 */
import { copyFileSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../dashboard/', import.meta.url));
const dist = `${root}dist`;
// Build beside dist and swap, so a running server never serves half a build.
const staging = `${root}.dist-${process.pid}`;

rmSync(staging, { recursive: true, force: true });
mkdirSync(`${staging}/assets`, { recursive: true });
try {
  await build({
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
  rmSync(dist, { recursive: true, force: true });
  renameSync(staging, dist);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
console.log(`dashboard built into ${dist}`);
