import { emailJobs, smtpTransport, sweepOutbox } from '../modules/email/delivery';
import type { Services } from '../services';
import { type AnyJobDefinition, Jobs, type JobsLog } from './jobs';

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
      ...emailJobs({ db: database.db, box: secretBox, transport, from: config.SMTP_FROM }, current, tuning),
    );
  }
  jobs = await Jobs.start(database, definitions, log);
  outbox.attach(jobs);
  // Messages queued while no mail server was configured, or left by a stopped instance, go out now.
  if (transport) await sweepOutbox(database.db, jobs);
  return jobs;
}
