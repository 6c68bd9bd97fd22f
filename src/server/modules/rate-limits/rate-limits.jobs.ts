import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/jobs';
import { sweepExpiredCounters } from './counters';

/** Deletes rate-limit and throttle counters whose window has ended (decision 015). */
export const SWEEP_RATE_LIMITS_JOB = 'rate-limits.sweep';

export function rateLimitJobs(db: Db) {
  return [
    defineJob<Record<string, never>>({
      name: SWEEP_RATE_LIMITS_JOB,
      // Every 10 minutes: the table holds at most the keys seen in the last window or two.
      cron: '*/10 * * * *',
      retryLimit: 1,
      run: async () => {
        await sweepExpiredCounters(db);
      },
    }),
  ];
}
