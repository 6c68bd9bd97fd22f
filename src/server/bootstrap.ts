import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { deleteExpiredSessions } from './kernel/sessions';
import { ensureAdmin } from './modules/auth/auth.service';
import { freezeUnrecordedTaxes } from './modules/billing/freeze-taxes';
import { freezeInvoiceLineTaxes } from './modules/billing/invoices/freeze-line-taxes';
import { createServices, type Services } from './trpc/services';

/**
 * APP_SECRET seals outbox secrets. Without it, a key is generated once and kept in DATA_DIR, which is
 * outside the database when DATABASE_URL points at a PostgreSQL server.
 */
export function resolveAppSecret(config: AppConfig): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const dir = path.resolve(config.DATA_DIR);
  const file = path.join(dir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}

/**
 * The tax of rows written before taxes were recorded with them, recorded once (decision 028); in one
 * transaction, so a start-up stopped halfway leaves none half-done.
 */
export const recordEarlierTaxes = (database: Database): Promise<number> =>
  database.db.transaction(
    async (tx) => (await freezeUnrecordedTaxes(tx)) + (await freezeInvoiceLineTaxes(tx)),
  );

/** Opens and migrates the database, then makes sure an administrator can sign in. */
export async function bootstrap(
  config: AppConfig,
  log: (line: string) => void = console.log,
): Promise<Services> {
  const database = await openConfiguredDatabase(config);
  const services = createServices(config, database, resolveAppSecret(config));
  await deleteExpiredSessions(database.db);
  const frozen = await recordEarlierTaxes(database);
  if (frozen > 0) log(`Recorded the tax of ${frozen} earlier payments, charges, refunds and invoice lines.`);
  const admin = await ensureAdmin(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (admin.generatedPassword) {
    log('An administrator account was created. Sign in at /admin-login with:');
    log(`  email:    ${admin.email}`);
    log(`  password: ${admin.generatedPassword}`);
    log('This password is shown only once. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.');
  } else if (admin.action !== 'none') {
    log(
      `Administrator ${admin.email} ${admin.action === 'created' ? 'created' : 'password set'} from ADMIN_EMAIL.`,
    );
  }
  return services;
}
