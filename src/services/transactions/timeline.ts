/**
 * The timeline's rule (issue 23): a funded transaction is released by the
 * service once `deliveryDays + inspectionDays` have passed since funding,
 * with a `transaction.inspection_ending` event 24 hours before. The deadline
 * math lives here; the job that acts on it is auto-release.ts.
 */
import type { Timeline } from '../../db/schema/index.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How long before the deadline `transaction.inspection_ending` is due. */
export const INSPECTION_REMINDER_MS = DAY_MS;

/** What fired an auto-release, as its event and audit row record it. */
export interface AutoReleaseRule {
  rule: 'timeline';
  deliveryDays: number;
  inspectionDays: number;
  fundedAt: string;
  deadline: string;
}

/**
 * The deadline of a transaction funded at `fundedAt`: whole days of 24 hours
 * (UTC, no calendar arithmetic). A timeline with neither field set has no
 * deadline; a missing field counts as 0 days when the other is set.
 */
export function autoReleaseDeadline(timeline: Timeline, fundedAt: Date): Date | null {
  if (timeline.deliveryDays === null && timeline.inspectionDays === null) return null;
  return new Date(fundedAt.getTime() + ((timeline.deliveryDays ?? 0) + (timeline.inspectionDays ?? 0)) * DAY_MS);
}

export function autoReleaseRule(timeline: Timeline, deadline: Date): AutoReleaseRule {
  const deliveryDays = timeline.deliveryDays ?? 0;
  const inspectionDays = timeline.inspectionDays ?? 0;
  const fundedAt = new Date(deadline.getTime() - (deliveryDays + inspectionDays) * DAY_MS);
  return { rule: 'timeline', deliveryDays, inspectionDays, fundedAt: fundedAt.toISOString(), deadline: deadline.toISOString() };
}
