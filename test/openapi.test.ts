import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import SwaggerParser from '@apidevtools/swagger-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_PATH, OPENAPI_PATH, renderClientTypes, renderOpenApi } from '../scripts/generate-openapi.ts';
import { fileHarness } from './helpers/harness.ts';

const h = fileHarness();
// ajv-formats is CommonJS whose default export does not survive ESM interop typing; require it.
const addFormats = createRequire(import.meta.url)('ajv-formats') as <T>(ajv: T) => T;

const committed = () => JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
/** A response as written, or the shared one it references (`#/components/responses/…`). */
const resolved = (doc: any, response: any) =>
  response.$ref
    ? response.$ref
        .split('/')
        .slice(1)
        .reduce((node: any, key: string) => node[key], doc)
    : response;
const operations = (doc: any) =>
  Object.entries(doc.paths).flatMap(([path, item]: [string, any]) => Object.entries(item).map(([method, op]: [string, any]) => ({ path, method, op })));

describe('openapi.json', () => {
  it('is committed and fresh: `npm run openapi` would not change it', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8'), 'openapi.json is stale: run `npm run openapi` and commit it').toBe(renderOpenApi());
  });

  it('has fresh client types: `npm run openapi` would not change clients/typescript/openapi.d.ts', async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8'), 'clients/typescript/openapi.d.ts is stale: run `npm run openapi` and commit it').toBe(
      await renderClientTypes(),
    );
  });

  it('has client types that compile on their own under strict settings, without skipLibCheck', () => {
    // tsc skips .d.ts bodies under skipLibCheck, where a bad generated type would silently become `any`.
    const program = ts.createProgram([CLIENT_TYPES_PATH], {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      skipDefaultLibCheck: true,
      types: [],
      lib: ['lib.es2023.d.ts'],
      target: ts.ScriptTarget.ES2022,
    });
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = committed();
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('ANDs both key headers into one security requirement on every key operation', () => {
    const doc = committed();
    expect(doc.components.securitySchemes).toMatchObject({
      ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      ApiSecret: { type: 'apiKey', in: 'header', name: 'x-api-secret' },
    });
    const keyed = operations(doc).filter(({ op }) => op['x-required-scope']);
    expect(keyed.length).toBeGreaterThanOrEqual(3);
    for (const { op } of keyed) expect(op.security).toEqual([{ ApiKey: [], ApiSecret: [] }]);
  });

  it('documents our error body as a named component on every operation, with X-Request-Id', () => {
    const doc = committed();
    expect(doc.components.schemas.Error.properties.error.required).toEqual(expect.arrayContaining(['type', 'code', 'message', 'requestId']));
    expect(Object.keys(doc.components.schemas).filter((n) => n.startsWith('error.'))).toEqual([]);
    for (const { path, method, op } of operations(doc)) {
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => s.startsWith('2')),
        `${method} ${path} has a success status`,
      ).toBe(true);
      for (const status of statuses.filter((s) => !s.startsWith('2'))) {
        const response = resolved(doc, op.responses[status]);
        // The Error body, with `code` narrowed to exactly the codes the description lists for this status.
        const listed = [...response.description.matchAll(/`([a-z_]+)`/g)].map((m: RegExpMatchArray) => m[1]);
        expect(listed.length, `${method} ${path} ${status} lists its codes`).toBeGreaterThan(0);
        expect(response.content['application/json'].schema, `${method} ${path} ${status}`).toEqual({
          allOf: [
            { $ref: '#/components/schemas/Error' },
            { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string', enum: listed } } } } },
          ],
        });
      }
      for (const status of statuses) expect(resolved(doc, op.responses[status]).headers['X-Request-Id']).toBeDefined();
      expect(statuses).toContain('500');
    }
  });

  it('documents the 400/401/404 of GET /v1/environments/{id} and the limit as a bounded integer', () => {
    const doc = committed();
    const get = doc.paths['/v1/environments/{id}'].get;
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    expect(get.responses['400'].description).toContain('tenant_unresolved');
    const limit = doc.paths['/v1/environments'].get.parameters.find((p: any) => p.name === 'limit');
    expect(limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
  });

  it('is served at /openapi.json with the configured server URL, and /docs renders the reference offline', async () => {
    const res = await h.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths).toEqual(committed().paths);
    expect(res.body.servers).toEqual([{ url: h.deps.publicUrl, description: 'This server (its PUBLIC_URL).', 'x-internal': false }]);
    const docs = await h.app.request('/docs');
    expect(docs.status).toBe(200);
    const html = await docs.text();
    expect(html).toContain('/docs/scalar.js');
    expect(html).toContain('/openapi.json');
    expect(html).not.toMatch(/https?:\/\/cdn\./);
    const script = await h.app.request('/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });
});

describe('openapi.json for POST routes', () => {
  it('documents Idempotency-Key on every keyed POST and the array body of add-user-bulk', () => {
    const doc = committed();
    const posts = operations(doc).filter(({ method, op }) => method === 'post' && op['x-required-scope']);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    for (const { op } of posts) {
      expect(op.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
    const bulk = doc.paths['/v1/tenants/add-user-bulk'].post;
    expect(bulk.requestBody.content['application/json'].schema).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 10000,
      items: { type: 'object', required: ['name', 'email', 'phone'] },
    });
    expect(bulk.responses['400'].description).toContain('too_many_items');
  });
});

/** Every `example` / `examples` in the document, with the JSON pointer of the schema it must satisfy. */
function exampleSites(doc: unknown): { at: string; schema: string; value: unknown }[] {
  const sites: { at: string; schema: string; value: unknown }[] = [];
  const pointerEscape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${pointer}/${i}`));
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    // Parameters, headers and media types carry their schema under `schema`; a schema object is its own.
    const target = 'schema' in obj && typeof obj.schema === 'object' ? `${pointer}/schema` : pointer;
    if ('example' in obj) sites.push({ at: `${pointer}/example`, schema: target, value: obj.example });
    if ('examples' in obj) {
      const examples = obj.examples;
      if (Array.isArray(examples)) examples.forEach((value, i) => sites.push({ at: `${pointer}/examples/${i}`, schema: target, value }));
      else
        for (const [name, ex] of Object.entries(examples as Record<string, { value?: unknown }>))
          sites.push({ at: `${pointer}/examples/${pointerEscape(name)}`, schema: target, value: ex.value });
    }
    for (const [key, child] of Object.entries(obj)) if (key !== 'example' && key !== 'examples') walk(child, `${pointer}/${pointerEscape(key)}`);
  };
  walk(doc, '');
  return sites;
}

describe('openapi.json examples', () => {
  const doc = committed();

  it('every example and examples entry validates against its schema (Ajv, JSON Schema 2020-12, formats)', () => {
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    for (const format of ['int32', 'int64']) ajv.addFormat(format, true);
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const sites = exampleSites(doc);
    expect(sites.length).toBeGreaterThan(50);
    const invalid = sites.flatMap(({ at, schema, value }) => {
      const validate = ajv.compile({ $ref: `openapi.json#${schema.split('/').map(encodeURIComponent).join('/')}` });
      return validate(value) ? [] : [`${at}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(invalid).toEqual([]);
  });

  it('the checker refuses an invalid example (an empty title, a party with both userId and email)', () => {
    const ajv = addFormats(new Ajv2020({ strict: false }));
    for (const format of ['int32', 'int64']) ajv.addFormat(format, true);
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const { example } = doc.paths['/v1/transactions/create'].post.requestBody.content['application/json'];
    const validate = ajv.compile({ $ref: 'openapi.json#/paths/~1v1~1transactions~1create/post/requestBody/content/application~1json/schema' });
    expect(validate(example)).toBe(true);
    expect(validate({ ...example, title: '' })).toBe(false);
    expect(validate({ ...example, seller: { userId: 'usr_01JD0000000000000000000000', email: 'ada@example.com' } })).toBe(false);
  });

  it('every operation that takes a JSON body shows a whole example of it', () => {
    const missing = operations(doc).filter(({ op }) => {
      const body = op.requestBody?.content?.['application/json'];
      return body && body.example === undefined;
    });
    expect(missing.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual([]);
  });
});
