import type { Db } from '../../db/client';
import type { Outbox } from '../../kernel/outbox';
import type { SecretBox } from '../../kernel/secret-box';

/** What a reminder run needs: the database, the outbox, and what the unsubscribe link is made from. */
export interface ReminderDeps {
  db: Db;
  outbox: Outbox;
  box: SecretBox;
  /** Where links in the e-mails point (PUBLIC_URL, else this server). */
  origin: string;
}
