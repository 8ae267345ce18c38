/**
 * Every response a test receives is checked against the committed
 * openapi.json with openapi-backend (Ajv under the hood): the status must be
 * listed for the operation, the content type must be documented for that
 * status, a JSON body must match its schema, and every header must be
 * documented (transport headers aside) with a value of its documented type.
 * A mismatch throws, so the test that saw it fails.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OpenAPIBackend, SetMatchType, type Operation } from 'openapi-backend';
import { createRequire } from 'node:module';

// ajv-formats is CommonJS whose default export does not survive ESM interop typing; require it.
const addFormats = createRequire(import.meta.url)('ajv-formats') as <T>(ajv: T) => T;

const DOCUMENT_PATH = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/** Headers HTTP itself adds; they are not part of any operation's contract. */
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

type ResponseObject = { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> };

/**
 * openapi-backend checks the document itself against the OpenAPI 3.0 meta-schema,
 * which refuses 3.1's JSON Schema (type arrays, `const`). The 3.1 document is
 * validated by swagger-parser in test/openapi.test.ts and linted by Spectral in CI;
 * here it is only used for matching operations and validating responses.
 */
class OpenApi31Backend extends OpenAPIBackend {
  override validateDefinition() {
    return this.document;
  }
}

let backend: Promise<OpenAPIBackend> | undefined;

function load(): Promise<OpenAPIBackend> {
  backend ??= (async () => {
    const api = new OpenApi31Backend({
      definition: JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')),
      validate: true,
      strict: true,
      // Quick mode compiles each operation's validators on first use instead of all ~50 up front (3 s per test file).
      quick: true,
      // Validators compile per operation on first use; a test run touches a fraction of them.
      ajvOpts: { allErrors: true, strict: false },
      customizeAjv: (ajv) => addFormats(ajv),
    });
    await api.init();
    return api;
  })();
  return backend;
}

export interface ObservedResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON (undefined when the body is empty or not JSON). */
  body: unknown;
  text: string;
}

export class ConformanceError extends Error {
  override name = 'ConformanceError';
}

/**
 * Checks one exchange against the document. Requests outside the documented
 * surface (hosted pages, /trpc, health checks, unknown paths and methods) are
 * not operations, so there is nothing to check them against.
 */
export async function assertConforms(method: string, url: string, res: ObservedResponse): Promise<void> {
  const api = await load();
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const operation = api.matchOperation({ method: method.toLowerCase(), path: decodable(pathname), headers: {}, query: Object.fromEntries(searchParams) });
  if (!operation) return;
  const where = `${method.toUpperCase()} ${pathname} → ${res.status}`;
  const fail = (what: string, detail?: unknown) => {
    throw new ConformanceError(`${where}: ${what}${detail === undefined ? '' : `\n${JSON.stringify(detail, null, 2)}`}\nbody: ${res.text.slice(0, 600)}`);
  };

  const responses = (operation.responses ?? {}) as Record<string, ResponseObject>;
  const documented = responses[String(res.status)] ?? responses[`${Math.floor(res.status / 100)}XX`] ?? responses.default;
  if (!documented) fail(`status ${res.status} is not documented (documented: ${Object.keys(responses).join(', ')})`);

  // Content type and body.
  const contentType = res.headers.get('content-type');
  const mediaTypes = Object.keys(documented!.content ?? {});
  if (res.text.length > 0) {
    if (!contentType) fail('a body without a Content-Type');
    const essence = contentType!.split(';')[0]!.trim().toLowerCase();
    if (!mediaTypes.some((m) => m.split(';')[0]!.trim().toLowerCase() === essence))
      fail(`content type ${contentType} is not documented (documented: ${mediaTypes.join(', ') || 'no body'})`);
    if (essence === 'application/json') {
      if (res.body === undefined) fail('the body is not valid JSON');
      const result = api.validateResponse(res.body, operation as Operation, res.status);
      if (!result.valid) fail('the body does not match the documented schema', result.errors);
    }
  } else if (mediaTypes.length > 0 && res.status !== 204 && method.toUpperCase() !== 'HEAD') {
    fail(`an empty body where ${mediaTypes.join(', ')} is documented`);
  }

  // Headers: each one documented for this status, each value of its documented type.
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  });
  const headerResult = api.validateResponseHeaders(headers, operation as Operation, { statusCode: res.status, setMatchType: SetMatchType.Subset });
  if (!headerResult.valid) fail(`headers do not match the document (sent: ${Object.keys(headers).join(', ')})`, headerResult.errors);
}

/**
 * Whether the document calls a request valid (parameters, headers and body
 * against their schemas; security is not part of it). The fuzzer uses it:
 * whatever the document calls invalid must be refused.
 */
export async function requestValidity(method: string, url: string, headers: Record<string, string>, body: unknown): Promise<boolean> {
  const api = await load();
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  // An escape that does not decode is no value of any parameter: the document calls the request invalid.
  if (decodable(pathname) !== pathname) return false;
  return api.validateRequest({ method: method.toLowerCase(), path: pathname, headers, query, body }).valid;
}

/**
 * The path with each segment that does not percent-decode (`%zz`, a cut escape, bytes that are not UTF-8) replaced
 * by a plain word: its operation is still the one the template names (openapi-backend's matcher throws on it).
 */
function decodable(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return 'undecodable';
      }
    })
    .join('/');
}
