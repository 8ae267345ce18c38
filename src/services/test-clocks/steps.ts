/**
 * What is due on a test clock: the steps its advance will take, by the same rules as the claims that take them
 * (auto-release.ts, managed-disputes.ts). The run asks for the first one; the dashboard shows the next few.
 */
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/query.ts';
import { disputes, environments, tenants, transactions } from '../../db/schema/index.ts';
import { liveFunded, noPendingRequest } from '../transactions/auto-release.ts';
import { INSPECTION_REMINDER_MS } from '../transactions/timeline.ts';

export const STEP_KINDS = ['inspection_ending', 'auto_release', 'evidence_deadline'] as const;

export interface DueStep {
  kind: (typeof STEP_KINDS)[number];
  transactionId: string;
  /** When it is due on the clock's time; before `frozenTime` when it is due at once (it runs at the next advance's start). */
  at: Date;
}

/**
 * The first `limit` steps due among the clock's objects, earliest first: a reminder (unsent, its deadline still ahead of
 * the frozen time), a release (deadline and any retry time; not while a party's request is pending), an evidence
 * deadline. Every step moves what it acts on past its instant (sent, released, retried an hour later, decided).
 */
export async function dueSteps(db: DbOrTx, clock: { id: string; frozenTime: Date }, limit: number): Promise<DueStep[]> {
  const onClock = eq(transactions.testClockId, clock.id);
  const funded = (dueAt: SQL, where: SQL | undefined) => {
    const at = dueAt.mapWith(transactions.autoReleaseAt);
    return db
      .select({ transactionId: transactions.id, at })
      .from(transactions)
      .innerJoin(environments, and(eq(environments.id, transactions.environmentId), eq(environments.tenantId, transactions.tenantId)))
      .innerJoin(tenants, eq(tenants.id, transactions.tenantId))
      .where(and(liveFunded, onClock, where))
      .orderBy(asc(at))
      .limit(limit);
  };
  const reminders = await funded(
    sql`${transactions.autoReleaseAt} - ${`${INSPECTION_REMINDER_MS / 1000} seconds`}::interval`,
    and(isNull(transactions.inspectionReminderSentAt), gt(transactions.autoReleaseAt, clock.frozenTime)),
  );
  // greatest() skips a null retry time.
  const releases = await funded(sql`greatest(${transactions.autoReleaseAt}, ${transactions.autoReleaseRetryAt})`, noPendingRequest);
  const deadlines = await db
    .select({ transactionId: disputes.transactionId, at: disputes.evidenceDueAt })
    .from(disputes)
    .innerJoin(transactions, eq(transactions.id, disputes.transactionId))
    .where(and(eq(disputes.status, 'open'), eq(disputes.managedStatus, 'awaiting_evidence'), onClock))
    .orderBy(asc(disputes.evidenceDueAt))
    .limit(limit);
  const steps: DueStep[] = [
    ...reminders.map((r) => ({ kind: 'inspection_ending' as const, transactionId: r.transactionId, at: r.at! })),
    ...releases.map((r) => ({ kind: 'auto_release' as const, transactionId: r.transactionId, at: r.at! })),
    ...deadlines.map((d) => ({ kind: 'evidence_deadline' as const, transactionId: d.transactionId, at: d.at! })),
  ];
  // Same instant: reminder, release, deadline, the order a step runs them in.
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime() || STEP_KINDS.indexOf(a.kind) - STEP_KINDS.indexOf(b.kind)).slice(0, limit);
}
