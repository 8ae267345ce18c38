import { z } from 'zod';
import type { DbOrTx } from '../../db/query.ts';
import { ENVIRONMENT_TYPES } from '../../db/schema/index.ts';
import type { SessionPrincipal } from '../../services/members/sessions.ts';
import { environmentOfType } from '../../services/environments.ts';
import { AppError } from '../../errors.ts';

/** The dashboard's live/sandbox switch: env-scoped procedures act on the tenant's environment of this type. */
export const environmentParam = z.enum(ENVIRONMENT_TYPES).meta({ description: "Which of the tenant's environments: the dashboard's live/sandbox switch." });

/** Where an env-scoped dashboard procedure acts: the member's tenant, never input. */
export type DashboardScope = NonNullable<Awaited<ReturnType<typeof environmentOfType>>>;

export async function resolveEnvironment(db: DbOrTx, session: Pick<SessionPrincipal, 'tenantId'>, type: 'live' | 'sandbox'): Promise<DashboardScope> {
  const env = await environmentOfType(db, session.tenantId, type);
  if (!env) throw new AppError('not_found', { param: 'environment', message: `The tenant has no ${type} environment.` });
  return env;
}

export const TAG = 'Dashboard';
