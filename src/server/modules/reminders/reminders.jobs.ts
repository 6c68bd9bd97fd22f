import { type AnyJobDefinition, defineJob } from '../../jobs/jobs';
import { runClassReminders } from './class-reminders.service';
import { runPaymentReminders } from './payment-reminders.service';
import type { ReminderDeps } from './reminder-deps';

/** Class reminders before a booked class (issue 14 §4). */
export const CLASS_REMINDERS_JOB = 'reminders.class';
/** "Due soon" reminders before an unpaid bill's due date (issue 14 §4). */
export const PAYMENT_REMINDERS_JOB = 'reminders.payment-due';

/**
 * Every five minutes: a reminder goes within five minutes of its time. Each run is idempotent (one
 * reminder per key), so a retry, an overlap or a second instance queues nothing twice.
 */
export function reminderJobs(deps: ReminderDeps): AnyJobDefinition[] {
  return [
    defineJob<Record<string, never>>({
      name: CLASS_REMINDERS_JOB,
      cron: '*/5 * * * *',
      retryLimit: 2,
      run: async () => {
        await runClassReminders(deps);
      },
    }),
    defineJob<Record<string, never>>({
      name: PAYMENT_REMINDERS_JOB,
      cron: '*/5 * * * *',
      retryLimit: 2,
      run: async () => {
        await runPaymentReminders(deps);
      },
    }),
  ];
}
