import { LOGIN_FAILED } from '../../../shared/sign-in-messages';
import { tr } from '../../i18n/tr';
import { errorMessage, statusOf } from '../../lib/trpc';

/**
 * The description of a refused student login: the spec's words when the email or password is wrong
 * (or the server could not be asked), and the real reason when the server refused for another one:
 * too many attempts, with when to try again, or an inactive account.
 */
export function loginRefusal(error: unknown): string {
  const status = statusOf(error);
  if (status === 403 || status === 429) return errorMessage(error, tr(LOGIN_FAILED.wrongCredentials));
  return tr(LOGIN_FAILED.wrongCredentials);
}
