import type { AppConfig } from './config';
import type { Database } from './db/client';
import { SecretBox } from './modules/auth/secret-box';
import { Throttle } from './modules/auth/throttle';

/** Long-lived collaborators built once at start-up and shared by every request. */
export interface Services {
  config: AppConfig;
  database: Database;
  secretBox: SecretBox;
  /** Login attempts: per IP and per account. */
  loginThrottle: Throttle;
  /** Signups and password-reset requests. */
  accountThrottle: Throttle;
}

export function createServices(config: AppConfig, database: Database, appSecret: string): Services {
  return {
    config,
    database,
    secretBox: new SecretBox(appSecret),
    loginThrottle: new Throttle(10, 15 * 60 * 1000),
    accountThrottle: new Throttle(5, 15 * 60 * 1000),
  };
}
