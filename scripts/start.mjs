/**
 * `npm start`: brings the dashboard and the compiled server up to date (each
 * skipped when newer than its sources, scripts/lib/build.mjs), then runs the
 * server (src/server.ts, compiled to dist/server/index.mjs) in this process,
 * with stack traces mapped back to src/, reading `.env` when there is one
 * (docs/configuration.md). Arguments pass through
 * (`npm start -- --workers 4`); node:cluster forks re-run this file.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildDashboard, buildDocsBundle, buildServer, SERVER_BUNDLE } from './lib/build.mjs';

process.setSourceMapsEnabled(true);
// Settings from .env (see .env.example); what the environment already has wins.
if (existsSync('.env')) process.loadEnvFile('.env');
await buildDashboard();
await buildServer();
try {
  buildDocsBundle();
} catch {
  // Without devDependencies the copy a full install made is served, or /docs says how to build it.
}
await import(pathToFileURL(SERVER_BUNDLE).href);
