/**
 * `npm run build:dashboard [-- --force]`: dashboard/src → dashboard/dist
 * (scripts/lib/build.mjs). Runs on `npm install`/`npm ci` (postinstall);
 * `npm start` runs the same build in-process. No network needed.
 */
import { buildDashboard, DASHBOARD_DIST } from './lib/build.mjs';

console.log(`dashboard ${await buildDashboard({ force: process.argv.includes('--force') })} in ${DASHBOARD_DIST}`);
