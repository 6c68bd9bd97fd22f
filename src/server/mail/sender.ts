import type { AppConfig } from '../config';
import type { Executor } from '../db/client';
import { getSettings } from '../kernel/settings/read';

/** The address the studio's mail goes out from: SMTP_FROM, else the business e-mail (as delivery does). */
export async function senderAddress(db: Executor, config: AppConfig): Promise<string | null> {
  return config.SMTP_FROM ?? ((await getSettings(db)).businessEmail || null);
}
