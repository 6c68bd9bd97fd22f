import { type Described, en, msg } from '../../../../shared/i18n/msg';

/** What the inbox says to the administrator; one place for each sentence. */
export const INBOX_MESSAGES = {
  notConfigured: en('No mailbox is configured: set IMAP_URL'),
  invalidUrl: en(
    'IMAP_URL is not a valid mailbox address: use imap://user:password@host:143 or imaps://user:password@host:993',
  ),
  scanRunning: en('A mailbox scan is already running. Please try again in a minute.'),
  emailNotFound: en('Email not found'),
  signInRefused: (server: string): Described =>
    msg('The mailbox at {server} refused the sign-in: check the user and password in IMAP_URL', { server }),
  unreachable: (server: string, reason: string): Described =>
    msg('Could not read the mailbox at {server}: {reason}', { server, reason }),
  tooLarge: (bytes: number, limit: number) =>
    `Too large: ${(bytes / 1_048_576).toFixed(1)} MB (the limit is ${limit / 1_048_576} MB)`,
  malformed: (reason: string) => `Malformed message: ${reason}`,
  sameMessageId: (messageId: string) =>
    `Not stored: a different message with the same Message-ID ${messageId} is already stored`,
} as const;
