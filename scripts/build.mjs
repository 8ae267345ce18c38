/**
 * `npm run build [-- --force]`: the dashboard and the compiled server
 * (dist/server/index.mjs) that `npm start` runs; each skipped when up to date.
 */
import { buildDashboard, buildServer, DASHBOARD_DIST, SERVER_BUNDLE } from './lib/build.mjs';

const force = process.argv.includes('--force');
console.log(`dashboard ${await buildDashboard({ force })} in ${DASHBOARD_DIST}`);
console.log(`server ${await buildServer({ force })} in ${SERVER_BUNDLE}`);
