import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { acceptanceRoutes } from './acceptance.ts';
import { notice } from '../hosted.ts';
import { partyRoutes } from './party.ts';
import { recoveryRoutes } from './recovery.ts';

/**
 * The hosted escrow pages, server-rendered and working without JavaScript:
 * the counterparty's acceptance page (`/accept/{inviteToken}`) and each
 * party's page (`/t/{token}?party=…`), and getting a new link by email
 * (`/links/recover`). They call the same service functions
 * as the API, so the same rules, gates and events apply.
 */
export function transactionPages(deps: AppDeps) {
  const app = new Hono();
  acceptanceRoutes(app, deps);
  partyRoutes(app, deps);
  recoveryRoutes(app, deps);

  app.onError((error, c) => {
    if (error instanceof AppError && error.appCode === 'not_found') return notice(c, 404, 'Transaction not found', 'This transaction no longer exists.', null);
    deps.logger.error({ err: error }, 'transaction page error');
    return notice(c, 500, 'Something went wrong', 'Please try again in a moment.', null);
  });

  return app;
}
