/**
 * `npm run build [-- --force]`: the dashboard and the compiled server
 * (dist/server/index.mjs) that `npm start` runs, the /docs script
 * (dist/docs/scalar.js) and the embedded database's template
 * (dist/pglite-template); each skipped when up to date. Also run by
 * `npm install` (postinstall).
 */
import { buildDashboard, buildDocsBundle, buildServer, buildTemplate, DASHBOARD_DIST, DOCS_BUNDLE, SERVER_BUNDLE, TEMPLATE_DIR } from './lib/build.mjs';

const force = process.argv.includes('--force');
console.log(`dashboard ${await buildDashboard({ force })} in ${DASHBOARD_DIST}`);
console.log(`server ${await buildServer({ force })} in ${SERVER_BUNDLE}`);
try {
  console.log(`API reference script ${buildDocsBundle({ force })} in ${DOCS_BUNDLE}`);
} catch (error) {
  // Installed without devDependencies (npm install --omit=dev): /docs answers 503 for its script until a full install builds it.
  console.warn(`API reference script not copied: ${error instanceof Error ? error.message : error}`);
}
try {
  console.log(`database template ${await buildTemplate({ force })} in ${TEMPLATE_DIR}`);
} catch (error) {
  // The server does without it (initdb on an empty data directory, ~2.5 s slower): not worth failing npm install for.
  console.warn(`database template not built: ${error instanceof Error ? error.message : error}`);
  console.warn('npm start works without it; a first start on an empty data directory runs initdb instead.');
}
