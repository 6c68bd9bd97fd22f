import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { startPgliteMaintenance } from './db/pglite-maintenance';
import { seedDemoIfEmpty } from './db/seed/demo';
import { startBackgroundJobs } from './jobs/start';
import { studioClock } from './kernel/settings/read';
import { isClockFixed, startClockFromEnv } from './kernel/time/clock';
import { assertSupportedRuntime, clockStartLine } from './kernel/time/runtime';

// Before anything reads the time: the clock a test chose, then the runtime and zone data refused if stale.
try {
  startClockFromEnv();
  assertSupportedRuntime();
} catch (error) {
  console.error(`The studio cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const config = loadConfig();
const services = await bootstrap(config);
if (config.SEED_DEMO) {
  const seeded = await seedDemoIfEmpty(services.database.db);
  if (seeded)
    console.log(
      `Demo studio loaded: ${seeded.students} students, ${seeded.schedules} weekly classes, ${seeded.bookings} bookings.`,
    );
}
const app = await buildApp({ services, logger: true });
const jobs = await startBackgroundJobs(services, app.log);
// PGlite has no autovacuum: without it the planner never learns the tables' sizes.
const maintenance =
  services.database.kind === 'pglite' ? startPgliteMaintenance(services.database.raw, app.log) : null;

const shutdown = async () => {
  await app.close();
  await jobs.stop();
  await maintenance?.stop();
  await services.database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
const clock = await studioClock(services.database.db);
console.log(clockStartLine(clock.timeZone, clock.offsetMinutes, clock.today, clock.time));
if (isClockFixed()) console.log(`Test clock: the studio's "now" started at ${process.env.STUDIO_CLOCK_AT}`);
console.log(
  `Studio is running at http://${config.HOST}:${config.PORT} (database: ${services.database.kind})`,
);
