import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { translate } from '../../i18n/translate';

/**
 * What sending did, in `locale` (the request's language): "3 e-mails queued for delivery", or saved
 * but not sent when no mail server is configured.
 */
export function sentSummary(locale: Locale, n: number, configured: boolean): string {
  const count = String(n);
  const said = configured
    ? n === 1
      ? msg('1 e-mail queued for delivery')
      : msg('{count} e-mails queued for delivery', { count })
    : n === 1
      ? msg('1 e-mail saved but not sent: no mail server is configured (SMTP_URL)')
      : msg('{count} e-mails saved but not sent: no mail server is configured (SMTP_URL)', { count });
  return translate(locale, said);
}

/** The single message's answer: "Email queued for delivery", or saved but not sent. */
export function composedSummary(locale: Locale, configured: boolean): string {
  return translate(
    locale,
    configured
      ? msg('Email queued for delivery')
      : msg('Email saved but not sent: no mail server is configured (SMTP_URL)'),
  );
}
