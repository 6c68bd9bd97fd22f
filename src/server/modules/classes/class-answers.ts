import type { Locale } from '../../../shared/i18n/locales';
import { type Described, msg } from '../../../shared/i18n/msg';
import { translate } from '../../i18n/translate';

/**
 * What cancelling a class did, in `locale` (the request's language): "Class cancelled successfully.
 * 2 e-mails queued to the students. 2 credits issued."
 */
export function cancelledClassMessage(locale: Locale, notified: number, credits: number): string {
  const sentences: Described[] = [msg('Class cancelled successfully.')];
  if (notified > 0)
    sentences.push(
      notified === 1
        ? msg('1 e-mail queued to the students.')
        : msg('{count} e-mails queued to the students.', { count: String(notified) }),
    );
  if (credits > 0)
    sentences.push(
      credits === 1 ? msg('1 credit issued.') : msg('{count} credits issued.', { count: String(credits) }),
    );
  return sentences.map((sentence) => translate(locale, sentence)).join(' ');
}

/** What notifying a class's students did, in `locale`: "3 e-mails queued to the students". */
export function notifiedMessage(locale: Locale, queued: number): string {
  return translate(
    locale,
    queued === 1
      ? msg('1 e-mail queued to the students')
      : msg('{count} e-mails queued to the students', { count: String(queued) }),
  );
}
