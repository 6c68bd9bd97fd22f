import type { AppConfig } from '../../config';
import type { SecretBox } from '../../kernel/secret-box';
import { constantTimeEqual } from '../../kernel/tokens';

export const UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';
const PURPOSE = 'reminders-unsubscribe';
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The token in a reminder's unsubscribe link: the student's id and an HMAC of it under the app secret,
 * so the link works without signing in and cannot be made for anyone else. It does not expire: an old
 * reminder's link still turns reminders off.
 */
export const unsubscribeToken = (box: SecretBox, studentId: number): string =>
  `${studentId}.${box.sign(PURPOSE, String(studentId))}`;

/** The student a token was made for, or null when it is malformed or not ours. */
export function studentOfToken(box: SecretBox, token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const studentId = Number(match[1]);
  if (!Number.isSafeInteger(studentId) || studentId > 2_147_483_647) return null;
  return constantTimeEqual(match[2]!, box.sign(PURPOSE, String(studentId))) ? studentId : null;
}

/**
 * Where links in e-mails sent by a job point: PUBLIC_URL, else this server's own address (a request's
 * origin is not known to a job; set PUBLIC_URL in production).
 */
export function publicOrigin(config: Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

export const unsubscribeUrl = (origin: string, box: SecretBox, studentId: number): string =>
  `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(box, studentId))}`;
