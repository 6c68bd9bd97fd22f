import { defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/vite-lingui-macro';

/** What every browser-test project shares. */
const e2e = {
  globalSetup: ['test/setup/e2e-data-dir.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // A loaded CI machine can take seconds to settle a page; vitest's 1 s default made polls flaky.
  expect: { poll: { timeout: 10_000 } },
  // In CI only, a browser journey that fails is run once more: the clean-clone run of 2026-11-28
  // failed one journey at 23:30 that passed on every run here, and a lost landing costs more than
  // a retried journey. A journey that is broken fails twice; locally nothing is retried.
  retry: process.env.CI ? 1 : 0,
  fileParallelism: true,
};

/**
 * The instants besides the whole suite's (issue 26): a weekday afternoon (the suite's default), 00:30 on
 * the 1st of a month and a year, and half an hour before DST starts in a zone that still has it.
 */
const CLOCK_RUNS: { label: string; at: string; tz?: string; files: string[] }[] = [
  {
    label: 'a weekday afternoon',
    // Blank: the suite's default instant (test/e2e/studio-time.ts), a Wednesday at 14:00.
    at: '',
    files: ['bookings-journeys', 'attendance-journey', 'invoices-reports-journey', 'studio-clock'],
  },
  {
    label: '00:30 on the 1st of a month and a year',
    at: '2027-01-01T00:30:00-07:00',
    files: ['invoices-reports-journey', 'dashboard-money', 'attendance-journey', 'studio-clock'],
  },
  {
    label: '01:30 in Toronto before DST starts',
    at: '2027-03-14T01:30:00-05:00',
    tz: 'America/Toronto',
    files: ['bookings-journeys', 'calendar-feeds', 'studio-clock'],
  },
];

export default defineConfig({
  test: {
    // Two cores. On PGlite each integration file runs its database in its own worker (WebAssembly, CPU-bound:
    // 3 workers took as long as 2, 225 vs 228 s). On PostgreSQL the workers wait on the server half the time
    // (46 % idle at 2 workers), and 4 workers took the suite from 195 s to 141 s.
    maxWorkers: process.env.DATABASE_URL ? 4 : 2,
    projects: [
      {
        // Client modules write their texts with Lingui's macros (decision 041); tests read them in English.
        plugins: [linguiMacros()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/setup/english.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/setup/global-db.ts'],
          // Each file opens its own database and app, so files need no fresh module registry; importing
          // the server once per worker instead of once per file halves the run (320 s -> 188 s on PGlite).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], ...e2e } },
      // The journeys that depend on the studio's clock, again at the other instants issue 26 names (CI runs
      // them after the whole suite): one run, so their files share the two workers instead of each
      // instant's run idling on its last file.
      ...CLOCK_RUNS.map((run) => ({
        test: {
          name: `e2e at ${run.label}`,
          include: run.files.map((f) => `test/e2e/${f}.test.ts`),
          env: { E2E_CLOCK_AT: run.at, E2E_STUDIO_TZ: run.tz ?? '' },
          ...e2e,
        },
      })),
    ],
  },
});
