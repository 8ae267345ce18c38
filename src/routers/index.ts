import { router, type Meta } from '../trpc/init.ts';
import { listProcedures, type ProcedureInfo } from '../trpc/internals.ts';
import { authRouter } from './auth/router.ts';
import { dashboardRouter } from './dashboard/router.ts';
import { emailsRouter } from './emails/router.ts';
import { environmentsRouter } from './environments/router.ts';
import { eventsRouter } from './events/router.ts';
import { kycRouter } from './kyc/router.ts';
import { paymentsRouter } from './payments/router.ts';
import { requestLogsRouter } from './request-logs/router.ts';
import { sanctionsRouter } from './sanctions/router.ts';
import { tenantsRouter } from './tenants/router.ts';
import { testClocksRouter } from './test-clocks/router.ts';
import { transactionsRouter } from './transactions/router.ts';
import { usersRouter } from './users/router.ts';
import { webhooksRouter } from './webhooks/router.ts';

export const appRouter = router({
  auth: authRouter,
  tenants: tenantsRouter,
  environments: environmentsRouter,
  users: usersRouter,
  events: eventsRouter,
  kyc: kycRouter,
  transactions: transactionsRouter,
  webhookEndpoints: webhooksRouter,
  sanctions: sanctionsRouter,
  payments: paymentsRouter,
  testClocks: testClocksRouter,
  requestLogs: requestLogsRouter,
  emails: emailsRouter,
  dashboard: dashboardRouter,
});

/** Import this type in a TypeScript frontend to call procedures through @trpc/client. */
export type AppRouter = typeof appRouter;

/** Every procedure's kind (query or mutation) and meta by its tRPC path (e.g. `users.addBulk`). */
export const procedures: ReadonlyMap<string, ProcedureInfo> = listProcedures(appRouter);

/** Every procedure's meta by its tRPC path. */
export const procedureMetas: ReadonlyMap<string, Meta> = new Map([...procedures].map(([path, p]) => [path, p.meta]));
