import { formatDate, formatTimeRange } from '../../../shared/dates';
import type { StudioSettings } from '../../../shared/schemas/settings';
import { paymentOptionsOf, studioProfileOf, type TStudioProfile } from '../../../shared/schemas/studio';
import type { Executor } from '../../db/client';
import { cardPaymentsReady } from '../../kernel/card-payments-ready';
import { getSettings } from '../../kernel/settings/read';

/** Who the e-mail comes from (header and footer), its currency, and how students pay, in one line. */
export interface EmailStudio extends TStudioProfile {
  howToPay: string;
}

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
export function howToPayLine(s: StudioSettings, cardReady = false): string {
  const options = paymentOptionsOf(s, cardReady);
  if (options.length === 0) return 'Please contact the studio to arrange payment.';
  return options
    .map((o) =>
      o.details.length > 0
        ? `${o.title} (${o.details.map((d) => `${d.label}: ${d.value}`).join(', ')})`
        : o.title,
    )
    .join('; ');
}

export const emailStudioOf = (s: StudioSettings, cardReady = false): EmailStudio => ({
  ...studioProfileOf(s),
  howToPay: howToPayLine(s, cardReady),
});

/** The studio as the e-mails show it, from the settings in force (one query). */
export async function loadEmailStudio(db: Executor): Promise<EmailStudio> {
  const settings = await getSettings(db);
  return emailStudioOf(settings, await cardPaymentsReady(db, settings));
}

/** "Yoga Flow on Mar 09, 2026" */
export const classLabelOf = (c: EmailClass) => `${c.name} on ${formatDate(c.classDate)}`;

/** "Yoga Flow on Mar 09, 2026, 7:30 PM - 8:30 PM at Studio A" */
export const classWhen = (c: EmailClass) =>
  `${classLabelOf(c)}${c.startTime ? `, ${formatTimeRange(c.startTime, c.endTime)}` : ''}${c.location ? ` at ${c.location}` : ''}`;
