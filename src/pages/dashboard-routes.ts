/**
 * Every page of the dashboard app. The server answers each of these paths
 * with the app's shell (so a reload or a link lands on the page), and the
 * app's pages can only use a path listed here (its `PageDef.path` is this
 * type), so the two lists cannot drift apart.
 */
export const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/login',
  '/dashboard/emails',
  '/dashboard/emails/:id',
  '/dashboard/transactions',
  '/dashboard/transactions/:id',
  '/dashboard/users',
  '/dashboard/events',
  '/dashboard/events/:id',
  '/dashboard/webhooks',
  '/dashboard/sanctions',
  '/dashboard/disputes',
  '/dashboard/keys',
  '/dashboard/environments',
  '/dashboard/hosted-pages',
  '/dashboard/members',
  '/dashboard/audit',
  '/dashboard/request-logs',
  '/dashboard/request-logs/:id',
  '/dashboard/test-clocks',
  '/dashboard/test-clocks/:id',
] as const;

export type DashboardRoute = (typeof DASHBOARD_ROUTES)[number];
