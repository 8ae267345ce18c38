import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { ENVIRONMENT_TYPES, environments } from '../../db/schema/index.ts';
import type { AuditActor } from '../../services/audit.ts';
import type { SessionPrincipal } from '../../services/member-sessions.ts';
import { AppError } from '../../errors.ts';

/** The dashboard's live/sandbox switch: env-scoped procedures act on the tenant's environment of this type. */
export const environmentParam = z.enum(ENVIRONMENT_TYPES).meta({ description: "Which of the tenant's environments: the dashboard's live/sandbox switch." });

/** Where an env-scoped dashboard procedure acts: the member's tenant, never input. */
export interface DashboardScope {
  tenantId: string;
  environmentId: string;
  type: 'live' | 'sandbox';
  livemode: boolean;
}

export async function resolveEnvironment(db: DbOrTx, session: Pick<SessionPrincipal, 'tenantId'>, type: 'live' | 'sandbox'): Promise<DashboardScope> {
  const [env] = await db
    .select({ id: environments.id, tenantId: environments.tenantId, type: environments.type })
    .from(environments)
    .where(and(eq(environments.tenantId, session.tenantId), eq(environments.type, type)));
  if (!env) throw new AppError('not_found', { param: 'environment', message: `The tenant has no ${type} environment.` });
  return { tenantId: env.tenantId, environmentId: env.id, type: env.type, livemode: env.type === 'live' };
}

/** Audit rows name the member and show their email. */
export const actorOf = (session: SessionPrincipal): AuditActor => ({ memberId: session.memberId, actor: session.email });

export const TAG = 'Dashboard';
