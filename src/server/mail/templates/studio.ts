import { formatDate, formatTimeRange } from '../../../shared/dates';
import { LOCALES, type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import type { StudioSettings } from '../../../shared/schemas/settings';
import { paymentOptionsOf, studioProfileOf, type TStudioProfile } from '../../../shared/schemas/studio';
import type { Executor } from '../../db/client';
import { cardPaymentsReady } from '../../kernel/card-payments-ready';
import { getSettings } from '../../kernel/settings/read';
import { translatorFor } from '../locale';

/** Who the e-mail comes from (header and footer), its currency, and how students pay, in one line. */
export interface EmailStudio extends TStudioProfile {
  /** How to pay, in English. */
  howToPay: string;
  /** The same line in each language (emailStudioOf fills it); without one, howToPay is shown. */
  howToPayIn?: Partial<Record<Locale, string>>;
}

/** The how-to-pay line in the reader's language. */
export const howToPayFor = (studio: EmailStudio, locale: Locale): string =>
  studio.howToPayIn?.[locale] ?? studio.howToPay;

/** A class as the e-mails name it (the same shape as the classes module's ClassFacts). */
export interface EmailClass {
  name: string;
  /** "YYYY-MM-DD" */
  classDate: string;
  /** "HH:MM"; empty when only the day is known. */
  startTime: string;
  endTime: string;
  location: string | null;
}

/**
 * "Interac e-Transfer (e-Transfer Email: pay@studio.ca); Cash": every enabled payment option. Card is
 * named only when the caller knows Stripe's keys are saved (loadEmailStudio asks).
 */
export function howToPayLine(s: StudioSettings, cardReady = false, locale: Locale = 'en-CA'): string {
  const t = translatorFor(locale);
  const options = paymentOptionsOf(s, cardReady);
  if (options.length === 0) return t(msg('Please contact the studio to arrange payment.'));
  return options
    .map((o) => {
      const title = t(o.title);
      const details = o.details.map((d) => t(msg('{label}: {value}', { label: t(d.label), value: d.value })));
      return details.length > 0 ? `${title} (${details.join(', ')})` : title;
    })
    .join('; ');
}

export function emailStudioOf(s: StudioSettings, cardReady = false): EmailStudio {
  const howToPayIn = Object.fromEntries(
    LOCALES.map((locale) => [locale, howToPayLine(s, cardReady, locale)]),
  );
  return { ...studioProfileOf(s), howToPay: howToPayIn[SOURCE_LOCALE]!, howToPayIn };
}

/** The studio as the e-mails show it, from the settings in force (one query). */
export async function loadEmailStudio(db: Executor): Promise<EmailStudio> {
  const settings = await getSettings(db);
  return emailStudioOf(settings, await cardPaymentsReady(db, settings));
}

/** "Yoga Flow on Mar 09, 2026" (fr-CA: "Yoga Flow le 9 mars 2026") */
export const classLabelOf = (c: EmailClass, locale: Locale) =>
  translatorFor(locale)(
    msg('{className} on {date}', { className: c.name, date: formatDate(c.classDate, locale) }),
  );

/** "Yoga Flow on Mar 09, 2026, 7:30 PM - 8:30 PM at Studio A" */
export function classWhen(c: EmailClass, locale: Locale): string {
  const t = translatorFor(locale);
  const values = {
    className: c.name,
    date: formatDate(c.classDate, locale),
    time: c.startTime ? formatTimeRange(c.startTime, c.endTime, locale) : '',
    location: c.location ?? '',
  };
  if (c.startTime && c.location) return t(msg('{className} on {date}, {time} at {location}', values));
  if (c.startTime) return t(msg('{className} on {date}, {time}', values));
  if (c.location) return t(msg('{className} on {date} at {location}', values));
  return t(msg('{className} on {date}', values));
}
