/* What a refused sign-in says, on the server and in the browser (no zod here: the login screen imports it). */
import { type Described, en, msg } from './i18n/msg';

/** Spec 01 §8: a refused student login, when the email or password is wrong. */
export const LOGIN_FAILED = {
  title: en('Login Failed'),
  wrongCredentials: en('Please check your email and password.'),
};

/** Minutes until a refused sign-in may be tried again, rounded up so it is open by then (at least 1). */
export const minutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/** When a refused sign-in may be tried again: "in 1 minute", "in 12 minutes". */
export function tryAgainIn(seconds: number): Described {
  const minutes = minutesToWait(seconds);
  return minutes === 1
    ? msg('Please try again in 1 minute.')
    : msg('Please try again in {minutes} minutes.', { minutes });
}
