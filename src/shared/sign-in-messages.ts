/* What a refused sign-in says, on the server and in the browser (no zod here: the login screen imports it). */

/** Spec 01 §8: a refused student login, when the email or password is wrong. */
export const LOGIN_FAILED = {
  title: 'Login Failed',
  wrongCredentials: 'Please check your email and password.',
};

/** When a refused sign-in may be tried again: "in 1 minute", "in 12 minutes", rounded up so it is open by then. */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
