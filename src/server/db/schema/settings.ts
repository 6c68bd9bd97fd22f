import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns';
import { admins } from './people';

/** Key/value settings as text; the registry in src/shared/schemas/settings.ts types each key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: stampedNow('updated_at'),
  updatedByAdminId: integer('updated_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
});

/**
 * The studio's class-change policy: a single row (id = 1). Its cancellation cut-off is not here: the
 * policy's cancellationHours is the cancellationDeadlineHours setting, read from the settings (issue 29).
 */
export const policies = pgTable(
  'policies',
  {
    id: integer('id').primaryKey().default(1),
    monthlyChangesAllowed: integer('monthly_changes_allowed').notNull().default(1),
    weeklyChangesAllowed: integer('weekly_changes_allowed').notNull().default(2),
    dailyChangesAllowed: integer('daily_changes_allowed').notNull().default(1),
    emergencyChangeHours: integer('emergency_change_hours').notNull().default(1),
    emergencyChangesAllowed: integer('emergency_changes_allowed').notNull().default(1),
    unlimitedChanges24Plus: boolean('unlimited_changes_24_plus').notNull().default(false),
    refundPolicy: text('refund_policy').notNull(),
    classChangePolicy: text('class_change_policy').notNull(),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    check('policies_single_row_ck', sql`${t.id} = 1`),
    check('policies_monthly_ck', sql`${t.monthlyChangesAllowed} between 0 and 20`),
    check('policies_weekly_ck', sql`${t.weeklyChangesAllowed} between 0 and 10`),
    check('policies_daily_ck', sql`${t.dailyChangesAllowed} between 0 and 5`),
    check('policies_emergency_hours_ck', sql`${t.emergencyChangeHours} between 0 and 24`),
    check('policies_emergency_changes_ck', sql`${t.emergencyChangesAllowed} between 0 and 5`),
    check('policies_texts_ck', sql`length(${t.refundPolicy}) >= 10 and length(${t.classChangePolicy}) >= 10`),
  ],
);
