import type { ErrorCode } from '../errors.ts';
import { takesIdempotencyKey } from '../trpc/idempotency.ts';
import type { ProcedureInfo } from '../trpc/internals.ts';

/** Which error codes each kind of operation can answer, grouped by status for the document. */
export function errorCodesFor(method: string, path: string, procedure: ProcedureInfo, paginated: boolean): ErrorCode[] {
  const { meta } = procedure;
  // service_unavailable: the database is restarting or failing over (src/db/unavailable.ts); any operation may meet it.
  const codes: ErrorCode[] = ['validation_failed', 'internal_error', 'service_unavailable'];
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
  if (takesIdempotencyKey(procedure.type, meta)) codes.push('idempotency_key_in_use', 'idempotency_key_reused');
  if (meta.arrayBody) codes.push('too_many_items');
  if (meta.auth?.kind === 'key' && meta.auth.permission) codes.push('permission_denied');
  codes.push(...(meta.errorCodes ?? []));
  return [...new Set(codes)];
}
