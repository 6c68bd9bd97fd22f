import { createRootRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFound } from '../features/common/NotFound';
import { resetSessions } from '../lib/session';

const GOOGLE_RETURN_PARAMS = ['student', 'admin', 'auth', 'error'];

/** Google sign-in comes back with ?student=…&auth=google, ?admin=true&auth=google or ?error=…. */
function useGoogleReturn() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!GOOGLE_RETURN_PARAMS.some((p) => params.has(p))) return;
    const error = params.get('error');
    if (error) console.error('Google sign-in failed:', error);
    if (params.get('auth') === 'google') void resetSessions();
    for (const p of GOOGLE_RETURN_PARAMS) params.delete(p);
    const rest = params.toString();
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
    );
  }, []);
}

function Root() {
  useGoogleReturn();
  return <Outlet />;
}

export const Route = createRootRoute({ component: Root, notFoundComponent: NotFound });
