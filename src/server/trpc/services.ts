import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { Outbox } from '../kernel/outbox';
import { SecretBox } from '../kernel/secret-box';
import { LoginThrottle } from '../modules/rate-limits/login-throttle';
import { Throttle } from '../modules/rate-limits/throttle';

/** Long-lived collaborators built once at start-up and shared by every request. */
export interface Services {
  config: AppConfig;
  database: Database;
  secretBox: SecretBox;
  /** Failed logins per account and per address, counted in the database for every instance (decision 033). */
  loginThrottle: LoginThrottle;
  /** Guesses at the current password when a student changes it. */
  passwordCheckThrottle: Throttle;
  /** Signups and password-reset requests. */
  accountThrottle: Throttle;
  /** Outgoing mail: written with the change that causes it, delivered by a background job. */
  outbox: Outbox;
}

export function createServices(config: AppConfig, database: Database, appSecret: string): Services {
  const secretBox = new SecretBox(appSecret);
  return {
    config,
    database,
    secretBox,
    outbox: new Outbox(secretBox, Boolean(config.SMTP_URL)),
    loginThrottle: new LoginThrottle(database.db),
    passwordCheckThrottle: new Throttle(database.db, 10, 15 * 60 * 1000),
    accountThrottle: new Throttle(database.db, 5, 15 * 60 * 1000),
  };
}
