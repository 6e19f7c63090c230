import type { ActivityAction, activitySubjects } from '@ironvolt/shared/admin';
import { type Executor, ROWS_PER_STATEMENT } from '../db/client.ts';
import { adminActivity } from '../db/schema/index.ts';

/** Who acted: the signed-in admin (id and address as they are now), or the command line (no id). */
export interface Actor {
  id: string | null;
  email: string;
}

export interface ActivityRecord {
  actor: Actor;
  action: ActivityAction;
  subject: { type: (typeof activitySubjects)[number]; id: string; label: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one entry of the audit trail. Call it with the transaction of the action it records, so that the two
 * are committed together or not at all (ADR 026).
 */
export async function recordActivity(tx: Executor, record: ActivityRecord): Promise<void> {
  await tx.insert(adminActivity).values(entryOf(record));
}

/** Writes many entries (an import's), a few hundred per statement, in the transaction of the action. */
export async function recordActivities(tx: Executor, records: readonly ActivityRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT)
    await tx.insert(adminActivity).values(records.slice(start, start + ROWS_PER_STATEMENT).map(entryOf));
}

const entryOf = (record: ActivityRecord) => ({
  actorId: record.actor.id,
  actorEmail: record.actor.email,
  action: record.action,
  subjectType: record.subject.type,
  subjectId: record.subject.id,
  subjectLabel: record.subject.label,
  before: record.before ?? null,
  after: record.after ?? null,
});
