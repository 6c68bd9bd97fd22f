import type { Locale } from '../../../shared/i18n/locales';
import type { ClassFacts } from '../../mail/class-facts';
import {
  type EmailStudio,
  type RenderedEmail,
  renderClassCancelled,
  renderClassNotification,
} from '../../mail/templates/render';

/** To a student whose class was cancelled (spec 02 §4: notified by e-mail, credit issued). */
export function classCancelledMessage(
  studio: EmailStudio,
  locale: Locale,
  studentName: string,
  c: ClassFacts,
  reason: string,
  creditCents: number,
): Promise<RenderedEmail> {
  return renderClassCancelled({ studio, locale, name: studentName, class: c, reason, creditCents });
}

/** An administrator's note to everyone booked on a class: their subject, their text with its line breaks. */
export function classNotificationMessage(
  studio: EmailStudio,
  locale: Locale,
  studentName: string,
  c: ClassFacts,
  subject: string,
  message: string,
): Promise<RenderedEmail> {
  return renderClassNotification({ studio, locale, name: studentName, class: c, subject, message });
}
