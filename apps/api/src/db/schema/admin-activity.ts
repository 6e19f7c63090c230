import { activityActions, activitySubjects } from '@ironvolt/shared/admin';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './users.ts';

export { activityActions, activitySubjects };

/**
 * The audit trail of admin actions: written in the same transaction as the action it records, and never changed
 * or deleted (ironvolt_admin_activity_append_only's triggers refuse both, whoever asks; ADR 026).
 */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who acted; NULL for the command line (`npm run admin`). */
    actorId: uuid('actor_id').references(() => users.id),
    /** The actor's address when they acted: it stays readable after the account changes or is deleted. */
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: activityActions }).notNull(),
    subjectType: text('subject_type', { enum: activitySubjects }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** What the subject was called then (product name, user's email, order's product), for people reading it. */
    subjectLabel: text('subject_label').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    check(
      'admin_activity_action_valid',
      sql.raw(`"action" IN (${activityActions.map((a) => `'${a}'`).join(', ')})`),
    ),
    index('admin_activity_newest_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('admin_activity_actor_idx').on(t.actorId, t.at.desc().nullsFirst()),
    index('admin_activity_action_idx').on(t.action, t.at.desc().nullsFirst()),
  ],
);
