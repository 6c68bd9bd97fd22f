import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import type { Jobs } from '../../src/server/jobs/jobs';
import { type JobTuning, startBackgroundJobs } from '../../src/server/jobs/start';
import { createServices, type Services } from '../../src/server/trpc/services';
import { createFromTemplate, databaseUrl, dropDatabase } from './postgres';

export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A fresh, migrated database for one test file: a copy of the run's template. */
export async function openTestDatabase(): Promise<Database & { name?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (serverUrl && pgTemplate) {
    const name = await createFromTemplate(serverUrl, pgTemplate);
    const database = await openDatabase(
      { kind: 'postgres', url: databaseUrl(serverUrl, name), max: 20 },
      { migrate: false },
    );
    return {
      ...database,
      name,
      close: async () => {
        await database.close();
        await dropDatabase(serverUrl, name);
      },
    };
  }
  const tarball = inject('pgliteTemplate');
  if (!tarball) throw new Error('No database template: run through the integration project (global setup).');
  const pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(tarball)]) });
  return openDatabase({ kind: 'pglite', instance: pg }, { migrate: false });
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  config: AppConfig;
  jobs: Jobs | null;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
  options: { jobs?: boolean | JobTuning } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', ...env }, overrides);
  const services = createServices(config, database, TEST_APP_SECRET);
  const app = await buildApp({ services, serveClient: false });
  await app.ready();
  // Background jobs (mail delivery, timed tasks) run only where a test asks for them.
  const jobs = options.jobs
    ? await startBackgroundJobs(services, { error: () => {} }, options.jobs === true ? {} : options.jobs)
    : null;
  return {
    app,
    services,
    database,
    config,
    jobs,
    close: async () => {
      await app.close();
      await jobs?.stop();
      await database.close();
    },
  };
}
