/**
 * The server's floors, lowest first (docs/architecture.md draws them). A file may import its own unit
 * and any unit below it, never one above: layers.test.ts walks every import and fails on one that
 * runs back up, so two units can never import each other. Domains are ordered too (a domain may use
 * the ones listed before it), which keeps the domain graph free of cycles.
 */
export interface Unit {
  name: string;
  /** Paths below src/server: a folder ends in '/'; the longest matching path decides a file's unit. */
  paths: string[];
}

export const UNITS: readonly Unit[] = [
  // Translation (issue 33) is base: errors.ts answers in the reader's language.
  { name: 'base', paths: ['config.ts', 'errors.ts', 'util/', 'i18n/'] },
  { name: 'time', paths: ['kernel/time/'] },
  { name: 'db', paths: ['db/'] },
  { name: 'jobs', paths: ['jobs/'] },
  { name: 'kernel', paths: ['kernel/'] },
  { name: 'rate-limits', paths: ['modules/rate-limits/'] },
  { name: 'mail', paths: ['mail/'] },
  // A person's language reads their session and the studio's settings.
  { name: 'http', paths: ['trpc/', 'i18n/person-locale.ts'] },
  // Domains, each above the ones it uses.
  { name: 'auth', paths: ['modules/auth/'] },
  { name: 'billing', paths: ['modules/billing/'] },
  { name: 'products', paths: ['modules/products/'] },
  { name: 'bookings', paths: ['modules/bookings/'] },
  { name: 'memberships', paths: ['modules/memberships/'] },
  { name: 'card-payments', paths: ['modules/card-payments/'] },
  { name: 'classes', paths: ['modules/classes/'] },
  { name: 'students', paths: ['modules/students/'] },
  { name: 'imports', paths: ['modules/imports/'] },
  { name: 'emails', paths: ['modules/emails/'] },
  { name: 'payment-intake', paths: ['modules/payment-intake/'] },
  { name: 'reminders', paths: ['modules/reminders/'] },
  { name: 'calendar-feeds', paths: ['modules/calendar-feeds/'] },
  { name: 'reports', paths: ['modules/reports/'] },
  { name: 'settings', paths: ['modules/settings/'] },
  // Reads every domain's tables into one archive: above them all.
  { name: 'exports', paths: ['modules/exports/'] },
  // What puts the app together: it may use everything.
  {
    name: 'app',
    paths: [
      'app.ts',
      'index.ts',
      'bootstrap.ts',
      'route-registry.ts',
      'app-router.ts',
      'rest-routes.ts',
      'plugins/',
      'jobs/start.ts',
      'db/seed/',
      'db/backup/backup-cli.ts',
      'db/backup/restore-cli.ts',
      'architecture/',
    ],
  },
];

/**
 * Imports allowed to run back up, each with why. Kept short on purpose: a new entry needs a reason a
 * reviewer accepts, and the test fails when an entry is no longer needed.
 */
export const ALLOWED_BACK_UP: readonly { from: string; to: string; why: string }[] = [];

export function unitOf(path: string): string | null {
  let best: { name: string; length: number } | null = null;
  for (const unit of UNITS) {
    for (const p of unit.paths) {
      const hit = p.endsWith('/') ? path.startsWith(p) : path === p;
      if (hit && (!best || p.length > best.length)) best = { name: unit.name, length: p.length };
    }
  }
  return best?.name ?? null;
}

export const rankOf = (unit: string): number => UNITS.findIndex((u) => u.name === unit);
