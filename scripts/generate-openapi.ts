/**
 * Writes openapi.json at the repository root and the TypeScript types a
 * client generates from it (clients/typescript/openapi.d.ts, with
 * openapi-typescript); test/openapi.test.ts fails when either is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { buildOpenApiDocument } from '../src/openapi/document.ts';

export const OPENAPI_PATH = fileURLToPath(new URL('../openapi.json', import.meta.url));
export const CLIENT_TYPES_PATH = fileURLToPath(new URL('../clients/typescript/openapi.d.ts', import.meta.url));

export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

const CLIENT_TYPES_HEADER =
  '// Generated from openapi.json by `npm run openapi` (openapi-typescript). Do not edit.\n' +
  '// Use with openapi-fetch: `createClient<paths>({ baseUrl })`; see README, "OpenAPI clients".\n\n';

/**
 * openapi-typescript writes a schema that contains arrays of itself as
 * `X: … | components["schemas"]["X"][]`, which TypeScript refuses (TS2502)
 * and, under skipLibCheck, silently turns into `any`. Such schemas are
 * emitted as a named recursive alias instead, which TypeScript accepts.
 */
const RECURSIVE_ALIASES: Record<string, string> = {
  JsonValue: 'export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };',
};

/** The types openapi-typescript generates from a document (by default the one renderOpenApi() gives). */
export async function renderClientTypes(openApiJson: string = renderOpenApi()): Promise<string> {
  const doc = JSON.parse(openApiJson) as OpenAPI3;
  const aliases = Object.entries(RECURSIVE_ALIASES).filter(([name]) => doc.components?.schemas?.[name]);
  const ast = await openapiTS(doc, {
    silent: true,
    inject: aliases.map(([, alias]) => alias).join('\n') || undefined,
    transform: (_schema, { path }) => {
      const name = path?.match(/^#\/components\/schemas\/([^/]+)$/)?.[1];
      return name && Object.hasOwn(RECURSIVE_ALIASES, name) ? ts.factory.createTypeReferenceNode(name) : undefined;
    },
  });
  return CLIENT_TYPES_HEADER + astToString(ast);
}

async function main() {
  const json = renderOpenApi();
  writeFileSync(OPENAPI_PATH, json);
  console.log(`wrote ${OPENAPI_PATH}`);
  mkdirSync(dirname(CLIENT_TYPES_PATH), { recursive: true });
  writeFileSync(CLIENT_TYPES_PATH, await renderClientTypes(json));
  console.log(`wrote ${CLIENT_TYPES_PATH}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
