import { MAILBOX_POLL_MINUTES } from '../../../../shared/schemas/inbox';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { defineJob } from '../../../jobs/jobs';
import type { Outbox } from '../../../kernel/outbox';
import { dnsResolverFor } from '../authenticity';
import { scanAndRecord } from './scan-now';

export const POLL_MAILBOX_JOB = 'inbox.poll';
/**
 * The poll: one job per tick whatever the number of instances (pg-boss schedule, 'stately'), and a
 * scan already running (Scan Emails, a slow earlier tick) makes it step aside. A mailbox that cannot
 * be reached is recorded by the scan for the Integration tab; the next tick is the retry.
 */
export function inboxJobs(deps: {
  db: Db;
  imapUrl: string | undefined;
  outbox: Outbox;
  dnsServers?: string;
}) {
  if (!deps.imapUrl) return [];
  return [
    defineJob<Record<string, never>>({
      name: POLL_MAILBOX_JOB,
      cron: `*/${MAILBOX_POLL_MINUTES} * * * *`,
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: 15 * 60,
      run: async () => {
        try {
          const actor = { db: deps.db, outbox: deps.outbox, adminId: null, ip: POLL_MAILBOX_JOB };
          await scanAndRecord({ ...deps, actor, resolver: dnsResolverFor(deps.dnsServers) }, { waitMs: 0 });
        } catch (error) {
          // Recorded by the scan (or, for a bad IMAP_URL, reported by the status): nothing to retry now.
          if (
            error instanceof AppError &&
            (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'CONFLICT')
          )
            return;
          throw error;
        }
      },
    }),
  ];
}
