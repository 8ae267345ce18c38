/**
 * `npm start`: brings the dashboard and the compiled server up to date (each
 * skipped when newer than its sources, scripts/lib/build.mjs), then runs the
 * server (src/server.ts, compiled to dist/server/index.mjs) in this process,
 * with stack traces mapped back to src/. Arguments pass through
 * (`npm start -- --workers 4`); node:cluster forks re-run this file.
 */
import { pathToFileURL } from 'node:url';
import { buildDashboard, buildServer, SERVER_BUNDLE } from './lib/build.mjs';

process.setSourceMapsEnabled(true);
await buildDashboard();
await buildServer();
await import(pathToFileURL(SERVER_BUNDLE).href);
