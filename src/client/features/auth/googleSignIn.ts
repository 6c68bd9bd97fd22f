import { t } from '@lingui/core/macro';
import type { ToastInput } from '../../lib/toast';

/** Codes the server puts in `?error=` when Google sign-in cannot start (see plugins/google.ts). */
export const GOOGLE_NOT_CONFIGURED = 'google_not_configured';
export const GOOGLE_START_FAILED = 'google_start_failed';

/** The spec's toasts (spec 01 §8, spec 02 §8) for Google sign-in that cannot start, in the page's language. */
export const googleNotAvailableToast = (): ToastInput => ({
  title: t`Google Sign-In Not Available`,
  description: t`Google sign-in is not configured for this studio. Please sign in with your email and password.`,
  variant: 'destructive',
});
export const googleStartErrorToast = (): ToastInput => ({
  title: t`Authentication Error`,
  description: t`Google sign-in could not be started. Please try again.`,
  variant: 'destructive',
});

/** The toast for an `?error=` code, if it is one of the start failures. */
export function googleStartToast(code: string | null): ToastInput | null {
  if (code === GOOGLE_NOT_CONFIGURED) return googleNotAvailableToast();
  if (code === GOOGLE_START_FAILED) return googleStartErrorToast();
  return null;
}
