import PgBoss from 'pg-boss';
import type { Database, Executor } from '../db/client';
import { transactionAdapter } from '../db/sql-adapter';

/** Where a job is in its life, for handlers that must act on their last try. */
export interface JobAttempt {
  id: string;
  /** Tries already failed before this one. */
  retryCount: number;
  retryLimit: number;
}

/**
 * A background job: a queue, what runs for each job on it, how often it retries (with exponential
 * backoff) and, optionally, a cron schedule that sends one job per tick whatever the number of app
 * instances (pg-boss keeps one schedule per queue in the database).
 */
export interface JobDefinition<T extends object> {
  name: string;
  run: (data: T, attempt: JobAttempt) => Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one try may run before it counts as failed and is retried (a crashed instance's job). */
  expireInSeconds?: number;
  /** Five-field cron, in UTC. */
  cron?: string;
  /** How many jobs one instance runs at once. */
  concurrency?: number;
  /** pg-boss queue policy: 'stately' keeps at most one waiting and one running job per singleton key. */
  policy?: 'standard' | 'stately';
}

// biome-ignore lint/suspicious/noExplicitAny: a list of definitions with different payloads
export type AnyJobDefinition = JobDefinition<any>;

/**
 * How often an idle worker asks for a job. A queue fed only by its cron schedule gets one job a tick
 * (every minute at most), so it asks every 10 s rather than every second (an idle studio made 12 asks a
 * second); a job sent from this instance wakes its workers at once, and a worker that has just finished a
 * job asks again at once.
 */
const POLL_SECONDS = 1;
const CRON_POLL_SECONDS = 10;

export const defineJob = <T extends object>(definition: JobDefinition<T>): JobDefinition<T> => definition;

export interface JobsLog {
  error(obj: unknown, msg?: string): void;
}

/**
 * Runs `command` again when PostgreSQL chose it as a deadlock's victim. Two instances starting at once
 * create the same queues at once, and pg-boss's create_queue (one statement, rolled back whole when it
 * loses, and a no-op for a queue that exists) can deadlock with itself.
 */
async function retryOnDeadlock(command: () => Promise<void>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await command();
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= tries) throw error;
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 80 * attempt));
    }
  }
}

/**
 * pg-boss, started and stopped with the app on either database. Jobs live in PostgreSQL (the
 * `pgboss` schema), so several instances share them and each job runs once; a job sent with `tx`
 * exists only if that transaction commits.
 */
export class Jobs {
  /** This instance's workers by queue, to wake on a send. */
  private readonly workers = new Map<string, string[]>();

  private constructor(private readonly boss: PgBoss) {}

  static async start(database: Database, definitions: AnyJobDefinition[], log: JobsLog): Promise<Jobs> {
    const boss = new PgBoss({
      db: database.raw,
      schema: 'pgboss',
      // Maintenance and the cron clock every minute: enough for mail, reminders and invoice runs.
      maintenanceIntervalSeconds: 60,
    });
    boss.on('error', (error) => log.error({ err: error }, 'background jobs error'));
    await boss.start();
    const jobs = new Jobs(boss);
    for (const definition of definitions) await jobs.register(definition);
    return jobs;
  }

  private async register<T extends object>(definition: JobDefinition<T>): Promise<void> {
    const { name } = definition;
    await retryOnDeadlock(() =>
      this.boss.createQueue(name, {
        name,
        retryLimit: definition.retryLimit ?? 5,
        retryDelay: definition.retryDelaySeconds ?? 10,
        retryBackoff: true,
        policy: definition.policy ?? 'standard',
        expireInSeconds: definition.expireInSeconds ?? 300,
      }),
    );
    // One job per fetch, so a failure fails (and retries) that job alone; N workers run N at once.
    const pollingIntervalSeconds = definition.cron ? CRON_POLL_SECONDS : POLL_SECONDS;
    const ids: string[] = [];
    for (let i = 0; i < (definition.concurrency ?? 1); i++) {
      // The handler reads workerId only after a job, long after `work` has answered it.
      const workerId: string = await this.boss.work<T>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          await definition.run(job.data, {
            id: job.id,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          });
          // The next one may be waiting already (a burst of sends): ask now, not after the interval.
          this.boss.notifyWorker(workerId);
        },
      );
      ids.push(workerId);
    }
    this.workers.set(name, ids);
    if (definition.cron) await this.boss.schedule(name, definition.cron, {});
  }

  /** Sends a job now, or inside `tx` so it is created only if that transaction commits. */
  async send(
    name: string,
    data: object,
    options: { tx?: Executor; singletonKey?: string } = {},
  ): Promise<void> {
    await this.boss.send(name, data, {
      singletonKey: options.singletonKey,
      ...(options.tx ? { db: transactionAdapter(options.tx) } : {}),
    });
    // Inside a transaction the job does not exist for a worker until the commit; those queues poll often.
    if (!options.tx) for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /** How many jobs of a queue are waiting, running or retrying (for status screens and tests). */
  async pending(name: string): Promise<number> {
    return this.boss.getQueueSize(name);
  }

  private stopped = false;

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
