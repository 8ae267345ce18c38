import { router } from '../trpc/init.ts';
import { environmentsRouter } from './environments/router.ts';
import { tenantsRouter } from './tenants/router.ts';

export const appRouter = router({
  tenants: tenantsRouter,
  environments: environmentsRouter,
});

/** Import this type in a TypeScript frontend to call procedures through @trpc/client. */
export type AppRouter = typeof appRouter;
