import type { Db } from '../../db/client';
import type { SecretBox } from '../auth/secret-box';
import type { Outbox } from '../email/outbox';

/** What a reminder run needs: the database, the outbox, and what the unsubscribe link is made from. */
export interface ReminderDeps {
  db: Db;
  outbox: Outbox;
  box: SecretBox;
  /** Where links in the e-mails point (PUBLIC_URL, else this server). */
  origin: string;
}
