/** Writes openapi.json at the repository root; test/openapi.test.ts fails when it is stale. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi/document.ts';

export const OPENAPI_PATH = fileURLToPath(new URL('../openapi.json', import.meta.url));

export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_PATH, renderOpenApi());
  console.log(`wrote ${OPENAPI_PATH}`);
}
