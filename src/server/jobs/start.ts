import { getSettings } from '../kernel/settings/read';
import { emailJobs, smtpTransport, sweepOutbox } from '../mail/delivery';
import { mailedSecretCheck } from '../modules/auth/mailed-secrets';
import { runAutoInvoicing } from '../modules/billing/invoices/auto-invoicing.service';
import { runOverdue } from '../modules/billing/invoices/overdue.service';
import { closeDueWaitlists } from '../modules/bookings/waitlist/close.service';
import { runMembershipBilling } from '../modules/memberships/billing.service';
import { inboxJobs } from '../modules/payment-intake/inbox/inbox.jobs';
import { sendPassExpiryNotices } from '../modules/products/pass-expiry.service';
import { rateLimitJobs } from '../modules/rate-limits/rate-limits.jobs';
import { listUnsubscribeHeaders } from '../modules/reminders/list-unsubscribe';
import { reminderJobs } from '../modules/reminders/reminders.jobs';
import { publicOrigin } from '../modules/reminders/unsubscribe-link';
import type { Services } from '../trpc/services';
import { type AnyJobDefinition, defineJob, Jobs, type JobsLog } from './jobs';

/** Unpaid invoices past due become overdue, get their late fee and reminders (issue 12 §2). */
export const OVERDUE_JOB = 'invoices.overdue';
/** Waitlists close `waitlistCloseHours` before their class; the waiting students are told (issue 14 §1). */
export const WAITLIST_CLOSE_JOB = 'waitlist.close';
/** Memberships bill their periods by themselves, once each (issue 30 §2). */
export const MEMBERSHIP_BILLING_JOB = 'memberships.billing';
/** Class packs about to expire with classes left: the student is told once (issue 30 §5). */
export const PASS_EXPIRY_JOB = 'passes.expiring';
/** Monthly bills made by themselves when autoInvoicing is on, at invoiceTiming (decision 007). */
export const AUTO_INVOICING_JOB = 'invoices.auto';

/**
 * Starts the app's background jobs and plugs them into the services that send work to them. Every
 * timed task registers here: a definition (queue, handler, retries, optional cron) is a few lines.
 */
export interface JobTuning {
  /** The first retry delay of a failed delivery (doubling each time); tests shorten it. */
  mailRetryDelaySeconds?: number;
}

export async function startBackgroundJobs(
  services: Services,
  log: JobsLog,
  tuning: JobTuning = {},
): Promise<Jobs> {
  const { config, database, outbox, secretBox } = services;
  let jobs: Jobs | null = null;
  const current = () => jobs!;
  const definitions: AnyJobDefinition[] = [];
  const transport = smtpTransport(config);
  if (transport) {
    definitions.push(
      ...emailJobs(
        {
          db: database.db,
          box: secretBox,
          transport,
          from: config.SMTP_FROM,
          headersFor: listUnsubscribeHeaders(secretBox, publicOrigin(config)),
          secretNoLongerWorks: mailedSecretCheck(
            database.db,
            secretBox,
            async () => (await getSettings(database.db)).timezone,
          ),
        },
        current,
        tuning,
      ),
    );
  }
  definitions.push(
    defineJob<Record<string, never>>({
      name: OVERDUE_JOB,
      // Hourly: the run is idempotent, so a retry or a second instance changes nothing more.
      cron: '7 * * * *',
      retryLimit: 2,
      run: async () => {
        await runOverdue({ db: database.db, outbox });
      },
    }),
  );
  definitions.push(
    defineJob<Record<string, never>>({
      name: AUTO_INVOICING_JOB,
      cron: '*/5 * * * *',
      retryLimit: 2,
      run: async () => {
        await runAutoInvoicing(database.db);
      },
    }),
  );
  definitions.push(
    defineJob<Record<string, never>>({
      name: MEMBERSHIP_BILLING_JOB,
      // Hourly: a period is billed on its first studio day whatever the hour; the run is idempotent.
      cron: '17 * * * *',
      retryLimit: 2,
      run: async () => {
        await runMembershipBilling({ db: database.db, outbox });
      },
    }),
  );
  definitions.push(
    defineJob<Record<string, never>>({
      name: PASS_EXPIRY_JOB,
      cron: '23 * * * *',
      retryLimit: 2,
      run: async () => {
        await sendPassExpiryNotices({ db: database.db, outbox });
      },
    }),
  );
  // Class reminders and "due soon" payment reminders (issue 14 §4).
  definitions.push(
    ...reminderJobs({ db: database.db, outbox, box: secretBox, origin: publicOrigin(config) }),
  );
  definitions.push(
    defineJob<Record<string, never>>({
      name: WAITLIST_CLOSE_JOB,
      cron: '*/5 * * * *',
      retryLimit: 2,
      run: async () => {
        await closeDueWaitlists({ db: database.db, outbox });
      },
    }),
  );
  // Expired rate-limit and sign-in throttle counters (decision 015).
  definitions.push(...rateLimitJobs(database.db));
  // The mailbox poll, when IMAP_URL is set.
  definitions.push(
    ...inboxJobs({ db: database.db, imapUrl: config.IMAP_URL, outbox, dnsServers: config.DNS_SERVERS }),
  );
  jobs = await Jobs.start(database, definitions, log);
  outbox.attach(jobs);
  // Messages queued while no mail server was configured, or left by a stopped instance, go out now.
  if (transport) await sweepOutbox(database.db, jobs);
  return jobs;
}
