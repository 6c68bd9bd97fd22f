import { ImapFlow } from 'imapflow';
import { type Described, englishOf } from '../../../../shared/i18n/msg';
import { MAILBOX_FOLDER, type MailboxAddress } from './mailbox-address';
import { INBOX_MESSAGES } from './messages';

/** One message waiting in the mailbox: its UID and the size the server reports. */
export interface WaitingMessage {
  uid: number;
  size: number;
}

/** The scanned folder, open and locked for the length of one scan. */
export interface OpenMailbox {
  /** Changes when the server renumbers the folder; UIDs of another validity mean nothing. */
  uidValidity: number;
  /** Messages whose UID is above `afterUid`, oldest first. */
  newerThan(afterUid: number): Promise<WaitingMessage[]>;
  /** The message byte for byte and when the server received it; null once it is gone (expunged). */
  source(uid: number): Promise<{ source: Buffer; receivedAt: Date | null } | null>;
}

/** The mailbox could not be reached or read: recorded for the Integration tab, retried by the next poll. */
export class MailboxUnavailable extends Error {
  /** The reason, to translate for whoever asked for the scan. */
  readonly described: Described;
  constructor(message: Described) {
    super(englishOf(message));
    this.described = message;
    this.name = 'MailboxUnavailable';
  }
}

const CONNECT_TIMEOUT_MS = 15_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 60_000;

interface ImapFailure {
  code?: string;
  authenticationFailed?: boolean;
  responseText?: string;
  message?: string;
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'the server name was not found',
  EAI_AGAIN: 'the server name could not be looked up',
  ETIMEDOUT: 'the server did not answer in time',
  CONNECT_TIMEOUT: 'the server did not answer in time',
  GREETING_TIMEOUT: 'the server did not greet in time',
  NoConnection: 'the connection was closed',
};

function unavailable(address: MailboxAddress, error: unknown): MailboxUnavailable {
  if (error instanceof MailboxUnavailable) return error;
  const failure = (error ?? {}) as ImapFailure;
  if (failure.authenticationFailed)
    return new MailboxUnavailable(INBOX_MESSAGES.signInRefused(address.server));
  const reason =
    (failure.code && REASONS[failure.code]) || failure.responseText || failure.message || 'unknown error';
  return new MailboxUnavailable(INBOX_MESSAGES.unreachable(address.server, reason));
}

/**
 * Connects to the mailbox, opens and locks its folder, hands it to `use`, and signs out. Every IMAP
 * failure (connection, sign-in, a command) becomes a MailboxUnavailable; what `use` throws itself
 * (a database error) passes unchanged.
 */
export async function withMailbox<T>(
  address: MailboxAddress,
  use: (box: OpenMailbox) => Promise<T>,
): Promise<T> {
  const client = new ImapFlow({
    host: address.host,
    port: address.port,
    secure: address.secure,
    auth: { user: address.user, pass: address.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  // A dropped connection also rejects the command in flight; without a listener it would crash the process.
  client.on('error', () => {});
  const imap = async <R>(step: () => Promise<R>): Promise<R> => {
    try {
      return await step();
    } catch (error) {
      throw unavailable(address, error);
    }
  };
  await imap(() => client.connect());
  try {
    const lock = await imap(() => client.getMailboxLock(MAILBOX_FOLDER, { readOnly: true }));
    try {
      const mailbox = client.mailbox;
      if (!mailbox)
        throw new MailboxUnavailable(INBOX_MESSAGES.unreachable(address.server, 'no folder open'));
      const box: OpenMailbox = {
        uidValidity: Number(mailbox.uidValidity),
        newerThan: (afterUid) =>
          imap(async () => {
            if (client.mailbox && client.mailbox.exists === 0) return [];
            const found: WaitingMessage[] = [];
            // "n:*" also answers the last message when none is above n: hence the filter.
            for await (const m of client.fetch(
              `${afterUid + 1}:*`,
              { uid: true, size: true },
              { uid: true },
            )) {
              if (m.uid > afterUid) found.push({ uid: m.uid, size: m.size ?? 0 });
            }
            return found.sort((a, b) => a.uid - b.uid);
          }),
        source: (uid) =>
          imap(async () => {
            const m = await client.fetchOne(String(uid), { source: true, internalDate: true }, { uid: true });
            if (m === false || !m.source) return null;
            const date = m.internalDate ? new Date(m.internalDate) : null;
            return { source: m.source, receivedAt: date && !Number.isNaN(date.getTime()) ? date : null };
          }),
      };
      return await use(box);
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}
