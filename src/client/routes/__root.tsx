import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { googleStartToast } from '../features/auth/googleSignIn';
import { FullPageSpinner } from '../features/common/FullPageSpinner';
import { NotFound } from '../features/common/NotFound';
import { StudioClockUnavailable } from '../features/common/StudioClockUnavailable';
import { useArea } from '../i18n/language';
import { useLanguageSync } from '../i18n/useLanguage';
import { resetSessions } from '../lib/session';
import { useApplyStudioProfile } from '../lib/studioProfile';
import { useToast } from '../lib/toast';
import { useLoadStudioClock } from '../lib/useLoadStudioClock';

const GOOGLE_RETURN_PARAMS = ['student', 'admin', 'auth', 'error'];

/** Google sign-in comes back with ?student=…&auth=google, ?admin=true&auth=google or ?error=…. */
function useGoogleReturn() {
  const { toast } = useToast();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!GOOGLE_RETURN_PARAMS.some((p) => params.has(p))) return;
    const error = params.get('error');
    if (error) console.error('Google sign-in failed:', error);
    // A sign-in that never started is told (spec 02 §8); other errors are only logged (spec 01 §2).
    const startFailure = googleStartToast(error);
    if (startFailure) toast(startFailure);
    if (params.get('auth') === 'google') void resetSessions();
    for (const p of GOOGLE_RETURN_PARAMS) params.delete(p);
    const rest = params.toString();
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
    );
  }, [toast]);
}

function Root() {
  useGoogleReturn();
  // The person's language, else the studio's (issue 33 §2): follows sign-in and sign-out.
  useLanguageSync();
  // Money shows in the studio's currency from the first paint, never in a default first.
  const profileReady = useApplyStudioProfile();
  // Dates and times show in studio time from the first paint, never in the device's zone first.
  const clock = useLoadStudioClock();
  // Every page but the home page (login and dashboard) shows texts of the `account` catalogue.
  const home = useRouterState({ select: (state) => state.location.pathname === '/' });
  const wordsReady = useArea('account', !home);
  if (clock.failed) return <StudioClockUnavailable onRetry={clock.retry} />;
  return profileReady && clock.ready && wordsReady ? <Outlet /> : <FullPageSpinner />;
}

export const Route = createRootRoute({ component: Root, notFoundComponent: NotFound });
