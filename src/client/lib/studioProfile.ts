import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setDisplayCurrency } from '../../shared/money';
import { trpc } from './trpc';

/** The studio's name, contact and currency (public: the login screen shows them). */
export const useStudioProfile = () => useQuery(trpc.settings.profile.queryOptions());

/**
 * Applies the studio's profile to the page: money in its currency, its name in the window title.
 * Returns whether the profile is known (or failed to load), so money is never shown in the wrong
 * currency first.
 */
export function useApplyStudioProfile(): boolean {
  const profile = useStudioProfile();
  if (profile.data) {
    setDisplayCurrency(profile.data.currency);
  }
  const name = profile.data?.businessName;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
  return !profile.isPending;
}
