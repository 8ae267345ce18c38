import type { MemberRole } from '../db/schema/index.ts';

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
  'members.write': ['owner', 'admin'],
  'audit.read': ['owner', 'admin'],
} as const satisfies Record<string, readonly MemberRole[]>;

export type DashboardPermission = keyof typeof DASHBOARD_PERMISSIONS;

export function roleAllows(role: MemberRole, permission: DashboardPermission): boolean {
  return (DASHBOARD_PERMISSIONS[permission] as readonly MemberRole[]).includes(role);
}
