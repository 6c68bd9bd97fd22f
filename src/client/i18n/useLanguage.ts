import { useEffect } from 'react';
import type { Locale } from '../../shared/i18n/locales';
import { useSession } from '../lib/session';
import { useStudioProfile } from '../lib/studioProfile';
import { activateLocale, deviceLocale, rememberLocale } from './language';

/**
 * Who sees which language (issue 33 §2): a signed-in person sees theirs, else the studio's; before
 * anyone signs in, the language last used on this device or the browser's, else the studio's.
 */
export function useLanguageSync(): void {
  const session = useSession();
  const studio = useStudioProfile().data?.language;
  const person =
    session.kind === 'student'
      ? session.student.language
      : session.kind === 'admin'
        ? session.admin.language
        : null;
  const wanted: Locale | undefined =
    session.kind === 'loading' || !studio
      ? undefined
      : session.kind === 'none'
        ? (deviceLocale() ?? studio)
        : (person ?? studio);
  useEffect(() => {
    if (!wanted) return;
    if (session.kind !== 'none') rememberLocale(wanted);
    void activateLocale(wanted);
  }, [wanted, session.kind]);
}

/** A visitor's choice on the sign-in pages: this device only, until they sign in. */
export async function chooseVisitorLanguage(locale: Locale): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
}
