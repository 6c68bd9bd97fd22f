import { AppError } from '../../../errors';
import { INBOX_MESSAGES } from './messages';

/** The folder scanned: the studio's bank and payment notifications arrive there. */
export const MAILBOX_FOLDER = 'INBOX';

/** Where the mailbox is and how to sign in, read from IMAP_URL. */
export interface MailboxAddress {
  host: string;
  port: number;
  /** TLS from the start (imaps://); imap:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** "host:port", as shown to the administrator: never the user or the password. */
  server: string;
  /** The mailbox's identity in mailbox_state: another user, server or folder starts from its first message. */
  key: string;
}

/** imap://user:password@host[:143] or imaps://user:password@host[:993]; user and password percent-decoded. */
export function parseMailboxUrl(imapUrl: string): MailboxAddress {
  let url: URL;
  try {
    url = new URL(imapUrl);
  } catch {
    throw new AppError('CONFLICT', INBOX_MESSAGES.invalidUrl);
  }
  const secure = url.protocol === 'imaps:';
  if ((!secure && url.protocol !== 'imap:') || !url.hostname || !url.username) {
    throw new AppError('CONFLICT', INBOX_MESSAGES.invalidUrl);
  }
  const port = url.port ? Number(url.port) : secure ? 993 : 143;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const user = decodeURIComponent(url.username);
  return {
    host,
    port,
    secure,
    user,
    password: decodeURIComponent(url.password),
    server: `${url.hostname}:${port}`,
    key: `${user.toLowerCase()}@${url.hostname.toLowerCase()}:${port}/${MAILBOX_FOLDER}`,
  };
}
