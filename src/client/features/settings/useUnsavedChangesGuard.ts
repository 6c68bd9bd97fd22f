import { useBlocker } from '@tanstack/react-router';

interface Place {
  pathname: string;
  search: unknown;
}

/** Whether a navigation leaves the admin shell's Settings section (another section, page or sign-out). */
export function leavesSettings(current: Place, next: Place): boolean {
  const section = (next.search as { section?: unknown } | undefined)?.section;
  return next.pathname !== current.pathname || section !== 'settings';
}

/**
 * While there are unsaved changes, leaving the section asks first: in-app navigation through the
 * router (the returned resolver drives the confirmation dialog), and closing or reloading the window
 * through the browser's own `beforeunload` prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  return useBlocker({
    shouldBlockFn: ({ current, next }) => leavesSettings(current, next),
    enableBeforeUnload: dirty,
    disabled: !dirty,
    withResolver: true,
  });
}
