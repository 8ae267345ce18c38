import { DASHBOARD_PERMISSIONS } from '../services/roles.ts';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { z } from 'zod';
import { createSchema } from 'zod-openapi';
import { appRouter, procedureMetas } from '../routers/index.ts';
import { RATE_LIMIT_PER_MINUTE_MAX } from '../services/rate-limit.ts';
import { ERRORS, errorBodySchema, REQUEST_ID_MAX, type ErrorCode } from '../errors.ts';
import type { Meta } from '../trpc/init.ts';
import { REQUEST_EXAMPLES } from './examples.ts';

export const API_VERSION = '1.0.0';

type Operation = {
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, any>;
  requestBody?: unknown;
  [key: string]: unknown;
};

function errorCodeSchema(codes: ErrorCode[]) {
  return { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string', enum: codes } } } } };
}

/** Which error codes each kind of operation can answer, grouped by status for the document. */
function errorCodesFor(method: string, path: string, meta: Meta, paginated: boolean): ErrorCode[] {
  const codes: ErrorCode[] = ['validation_failed', 'internal_error'];
  if (meta.auth?.kind === 'key') {
    codes.push('rate_limit_exceeded');
    codes.push('key_missing', 'key_invalid', 'key_revoked', 'authentication_error', 'tenant_unresolved', 'key_forbidden', 'environment_disabled');
  } else if (meta.auth?.kind === 'session') {
    codes.push('rate_limit_exceeded');
    codes.push('session_required', 'tenant_closed', 'csrf_failed', 'role_forbidden');
    codes.push('key_forbidden', 'key_missing', 'key_invalid', 'key_revoked', 'authentication_error', 'tenant_unresolved', 'environment_disabled');
  }
  if (meta.auth?.kind === 'none' && meta.auth.signIn) codes.push('rate_limit_exceeded');
  if (path.includes('{')) codes.push('not_found');
  if (method !== 'get' && method !== 'delete') codes.push('invalid_json', 'payload_too_large', 'unsupported_media_type');
  if (paginated) codes.push('cursor_invalid', 'cursor_expired');
  if (method === 'post' && meta.auth?.kind === 'key') codes.push('idempotency_key_in_use', 'idempotency_key_reused');
  if (meta.arrayBody) codes.push('too_many_items');
  if (meta.auth?.kind === 'key' && meta.auth.permission) codes.push('permission_denied');
  codes.push(...(meta.errorCodes ?? []));
  return [...new Set(codes)];
}

function metasByRoute(): Map<string, Meta> {
  const metas = new Map<string, Meta>();
  for (const meta of procedureMetas.values()) {
    if (meta.openapi) metas.set(`${meta.openapi.method.toLowerCase()} ${meta.openapi.path}`, meta);
  }
  return metas;
}

/** The tags operations use, in the order the reference shows them. */
const TAGS = [
  { name: 'Tenants', description: 'The tenant the calling key pair belongs to.' },
  { name: 'Environments', description: 'The live and sandbox environments of the tenant and their settings.' },
  { name: 'Users', description: "The tenant's users (buyers, sellers): add one, add up to 10,000 at once, retrieve and list." },
  { name: 'Events', description: 'The outbox of everything that happened, as delivered to webhooks; redelivery.' },
  { name: 'KYC', description: "Users' identity verification records and hosted verification sessions." },
  { name: 'Transactions', description: 'Escrow transactions and their state machine: create, fund, release, refund.' },
  { name: 'Disputes', description: 'Disputes on funded transactions: open, add evidence, resolve.' },
  { name: 'Webhooks', description: 'Webhook endpoints (Standard Webhooks signatures) and their delivery logs.' },
  { name: 'Sanctions', description: 'Sanctions screening: the log, reviews, ad hoc screening and CSV export.' },
  { name: 'Payments', description: 'Customers and the payment methods attached to them.' },
  {
    name: 'Dashboard',
    description:
      'Dashboard-only procedures for signed-in members (session auth, role-checked; API keys get 403 `key_forbidden`). Every change is written to the audit log.',
  },
];

/**
 * The committed openapi.json describes the API wherever it is deployed: production
 * serves it over https at a host of your choosing. A running server's
 * /openapi.json names that server itself (its PUBLIC_URL) instead.
 */
const DEPLOYMENT_SERVER = {
  url: 'https://{host}',
  description: 'Production: your deployment, over https; `host` is its host (and port). A running server serves /openapi.json naming its own PUBLIC_URL.',
  variables: { host: { default: 'api.example.com' } },
  'x-internal': false,
};

/** OWASP API4: every integer says its width; derived from its bounds (int32 when both fit). */
function addIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(addIntegerFormats);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') && schema.format === undefined) {
    const fits = (v: unknown) => typeof v === 'number' && v >= -(2 ** 31) && v <= 2 ** 31 - 1;
    const low = schema.minimum ?? schema.exclusiveMinimum;
    const high = schema.maximum ?? schema.exclusiveMaximum;
    schema.format = fits(low) && fits(high) ? 'int32' : 'int64';
  }
  Object.values(schema).forEach(addIntegerFormats);
}

/**
 * openapi.json: generated by trpc-to-openapi from the routers' `meta.openapi`
 * and zod schemas, then shaped into what we promise: both key headers as ONE
 * AND-ed requirement, our error body as the `Error` component on every
 * operation (one response per possible status, listing its codes), real
 * success statuses, the required scope, and X-Request-Id on every response.
 * `serverUrl`: the server's own PUBLIC_URL when it serves the document; the
 * committed file names the https deployment instead.
 */
export function buildOpenApiDocument(serverUrl?: string): OpenAPIObject {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Escrow, Identity and Compliance API',
    version: API_VERSION,
    description:
      'Multi-tenant escrow, KYC and sanctions screening with signed webhooks. Authenticate every call with both ' +
      '`x-api-key` (publishable key) and `x-api-secret` (secret key). Errors always use the `Error` body.',
    contact: { name: 'API support: quote the `requestId` of the call (also in the X-Request-Id header).' },
    baseUrl: serverUrl ?? DEPLOYMENT_SERVER.url,
    openApiVersion: '3.1.0',
    securitySchemes: {
      ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Publishable key, `pk_test_…` or `pk_live_…`.' },
      ApiSecret: { type: 'apiKey', in: 'header', name: 'x-api-secret', description: 'Secret key, `sk_test_…` or `sk_live_…`. Server-side only.' },
      DashboardSession: {
        type: 'apiKey',
        in: 'cookie',
        name: 'session',
        description:
          'The dashboard session cookie `POST /auth/login` sets (HttpOnly, SameSite=Lax). Changes made with it also need the session’s `X-CSRF-Token` header. ' +
          'Dashboard-only operations answer 403 `key_forbidden` to API keys.',
      },
      DashboardBearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          'The 15-minute access token from `POST /auth/login` or `POST /auth/refresh`: a JWT following RFC8725 (HS256 only, `alg` pinned on verification, issuer and audience checked, short expiry).',
      },
    },
    defs: { Error: errorBodySchema },
  });
  doc.servers = serverUrl === undefined ? [DEPLOYMENT_SERVER] : [{ url: serverUrl, description: 'This server (its PUBLIC_URL).', 'x-internal': false }];
  doc.tags = TAGS;

  const metas = metasByRoute();
  const components = (doc.components ??= {});
  for (const name of Object.keys(components.schemas ?? {})) {
    if (name.startsWith('error.')) delete components.schemas![name];
  }
  components.headers = {
    ...(components.headers ?? {}),
    RequestId: { description: 'Unique id of this request; quote it to support.', schema: { type: 'string', maxLength: REQUEST_ID_MAX } },
    // Sent once the key pair is authenticated (so not on a 401, nor on errors found before the key is known), unless limits are off.
    'X-RateLimit-Limit': {
      description: "The bucket's capacity: the burst, or N under a per-minute override. Sent on every answer after the key pair is authenticated.",
      schema: { type: 'integer', minimum: 1, maximum: RATE_LIMIT_PER_MINUTE_MAX },
    },
    'X-RateLimit-Remaining': {
      description: 'Whole requests left now (0 on a 429).',
      schema: { type: 'integer', minimum: 0, maximum: RATE_LIMIT_PER_MINUTE_MAX },
    },
    'X-RateLimit-Reset': {
      description: 'Unix seconds when the bucket is full again.',
      schema: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    },
    // The slowest bucket (1 per minute) has a token again within 60 s; a locked login (POST /auth/login) waits up to an hour.
    'Retry-After': {
      description: 'On 429: whole seconds to wait before retrying (1–60 for request buckets; up to 3,600 for a locked login).',
      schema: { type: 'integer', minimum: 1, maximum: 3600 },
    },
    IdempotentReplayed: {
      description: '`true` when this is the stored response of an earlier request with the same Idempotency-Key.',
      schema: { type: 'string', enum: ['true'] },
    },
    IdempotentOmitted: {
      description: 'On a replay of an answer that carried secrets: the fields left out, comma-separated. Secrets are shown once and never stored.',
      schema: { type: 'string', maxLength: 200 },
    },
  };
  components.parameters = {
    ...(components.parameters ?? {}),
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes the POST safe to retry: 1–255 printable characters, remembered 24 hours per environment. A retry with the same body replays the stored response ' +
        '(`Idempotent-Replayed: true`); a different body or route → 422 `idempotency_key_reused`; while the first is running → 409 `idempotency_key_in_use`.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  };
  const requestIdHeader = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
  const rateLimitHeaders = Object.fromEntries(
    ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'].map((h) => [h, { $ref: `#/components/headers/${h}` }]),
  );

  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const meta = metas.get(`${method} ${path}`);
      if (!meta) continue;
      if (meta.auth?.kind === 'key') {
        op.security = [{ ApiKey: [], ApiSecret: [] }];
        op['x-required-scope'] = meta.auth.scope;
        op.description =
          `${op.description ?? ''}\n\nRequired API-key scope: \`${meta.auth.scope}\`${meta.auth.permission ? ` and tenant permission \`${meta.auth.permission}\`` : ''}.`.trim();
        if (meta.auth.permission) op['x-required-permission'] = meta.auth.permission;
      } else if (meta.auth?.kind === 'session') {
        op.security = [{ DashboardBearer: [] }, { DashboardSession: [] }];
        op['x-required-role'] = DASHBOARD_PERMISSIONS[meta.auth.permission];
        op['x-dashboard-only'] = true;
      } else {
        op.security = [];
      }

      const idempotent = method === 'post' && meta.auth?.kind === 'key';
      if (idempotent) {
        op.parameters = [...((op.parameters as unknown[]) ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
      }
      // A body whose fields are all optional may be left out (the server reads an empty body as `{}`).
      const body = op.requestBody as { required?: boolean; content?: Record<string, { schema?: { required?: unknown[]; type?: string } }> } | undefined;
      const bodySchema = body?.content?.['application/json']?.schema;
      if (body && bodySchema?.type === 'object' && !bodySchema.required?.length) body.required = false;
      if (meta.arrayBody) {
        const { item, maxItems } = meta.arrayBody;
        const { schema } = createSchema(z.array(item).min(1).max(maxItems), { io: 'input', openapiVersion: '3.1.0' });
        op.requestBody = { required: true, content: { 'application/json': { schema } } };
      }
      const jsonBody = (op.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)?.content?.['application/json'];
      if (jsonBody && REQUEST_EXAMPLES[`${method} ${path}`] !== undefined) jsonBody.example = REQUEST_EXAMPLES[`${method} ${path}`];

      // Key pairs, members and sign-in addresses each have a bucket; the headers come once it is known.
      const limitedOp = meta.auth?.kind === 'key' || meta.auth?.kind === 'session' || (meta.auth?.kind === 'none' && meta.auth.signIn === true);
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      const responses: Record<string, any> = {};
      if (success) {
        const [, response] = success;
        responses[String(meta.successStatus ?? 200)] = {
          ...response,
          // A non-JSON answer: the procedure's string output is the body.
          ...(meta.produces ? { content: { [meta.produces]: { schema: response.content?.['application/json']?.schema ?? { type: 'string' } } } } : {}),
          headers: {
            ...requestIdHeader,
            ...(limitedOp ? rateLimitHeaders : {}),
            ...(idempotent ? { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } } : {}),
            ...(idempotent && meta.secretFields?.length ? { 'Idempotent-Omitted': { $ref: '#/components/headers/IdempotentOmitted' } } : {}),
            ...(meta.setsCookie
              ? {
                  'Set-Cookie': {
                    description: 'The dashboard session cookie (`session`, HttpOnly, SameSite=Lax, Secure over https); cleared on logout.',
                    schema: { type: 'string', maxLength: 300 },
                  },
                }
              : {}),
          },
        };
      }
      const byStatus = new Map<number, ErrorCode[]>();
      const paginated = ((op.parameters as { name?: string }[] | undefined) ?? []).some((p) => p.name === 'starting_after');
      for (const code of errorCodesFor(method, path, meta, paginated)) {
        const status = ERRORS[code].status;
        byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
      }
      for (const [status, codes] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
        // Limits are counted right after authentication: from then on every answer carries the headers.
        const limited = limitedOp && (status !== 401 || meta.auth?.kind === 'none') ? rateLimitHeaders : {};
        responses[String(status)] = {
          description: `Error codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
          headers: {
            ...requestIdHeader,
            ...limited,
            ...(status === 429 ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}),
            // An operation's own errors are stored with its Idempotency-Key and replayed like successes.
            ...(idempotent && status !== 401 && status !== 429 ? { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } } : {}),
          },
          // The Error body, with `code` narrowed to the codes this status can carry here (validators and generated clients see them).
          content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Error' }, errorCodeSchema(codes)] } } },
        };
      }
      // Every keyed operation answers the same 401 (before any key is known, so without limit headers): one shared response.
      const shared401 = meta.auth?.kind === 'key' ? 'KeyAuthenticationFailed' : meta.auth?.kind === 'session' ? 'SessionAuthenticationFailed' : undefined;
      if (shared401 && responses['401']) {
        const shared = (components.responses ??= {}) as Record<string, unknown>;
        shared[shared401] ??= responses['401'];
        if (JSON.stringify(shared[shared401]) !== JSON.stringify(responses['401']))
          throw new Error(`${method} ${path}: its 401 differs from the shared ${shared401}`);
        responses['401'] = { $ref: `#/components/responses/${shared401}` };
      }
      op.responses = responses;
    }
  }
  addIntegerFormats(doc.paths);
  addIntegerFormats(doc.components);
  return doc;
}
