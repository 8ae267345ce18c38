import type { MemberRole } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import type { Actor } from './audit.ts';

/**
 * What each dashboard role may do. Every dashboard procedure names one of
 * these; the role matrix test walks every procedure against every role.
 */
export const DASHBOARD_PERMISSIONS = {
  'dashboard.read': ['owner', 'admin', 'developer', 'viewer'],
  'keys.write': ['owner', 'admin'],
  'environments.write': ['owner', 'admin'],
  'webhooks.write': ['owner', 'admin', 'developer'],
  'sanctions.review': ['owner', 'admin'],
  'disputes.resolve': ['owner', 'admin'],
  'users.write': ['owner', 'admin'],
  'members.write': ['owner', 'admin'],
  'audit.read': ['owner', 'admin'],
  /** Request logs hold request and response bodies (redacted): not for viewers. */
  'logs.read': ['owner', 'admin', 'developer'],
  /** Sandbox test clocks: create, advance, delete (sandbox data only, as webhooks.write is for developers too). */
  'test_clocks.write': ['owner', 'admin', 'developer'],
} as const satisfies Record<string, readonly MemberRole[]>;

export type DashboardPermission = keyof typeof DASHBOARD_PERMISSIONS;

export function roleAllows(role: MemberRole, permission: DashboardPermission): boolean {
  return (DASHBOARD_PERMISSIONS[permission] as readonly MemberRole[]).includes(role);
}

/** Only an owner may create, promote to, demote or disable an owner; the operator (CLI) may do anything. */
export function checkOwnerRule(by: Actor, ...roles: (MemberRole | undefined)[]): void {
  if ('kind' in by && by.kind === 'member' && by.role !== 'owner' && roles.includes('owner')) {
    throw new AppError('role_forbidden', { message: 'Only an owner can add, promote to, change or disable an owner.' });
  }
}
