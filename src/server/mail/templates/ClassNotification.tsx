import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { translatorFor } from '../locale';
import { Greeting, Layout, Lines, P } from './Layout';
import { classWhen, type EmailClass, type EmailStudio } from './studio';

export interface ClassNotificationProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale); the administrator's own text is sent as written. */
  locale: Locale;
  name: string;
  class: EmailClass;
  /** The administrator's subject and message: plain text, shown with its line breaks. */
  subject: string;
  message: string;
}

export function ClassNotification({
  studio,
  locale,
  name,
  class: c,
  subject,
  message,
}: ClassNotificationProps) {
  const t = translatorFor(locale);
  return (
    <Layout studio={studio} locale={locale} preview={subject}>
      <Greeting name={name} locale={locale} />
      <Lines text={message} />
      <P>{t(msg('Class: {classWhen}', { classWhen: classWhen(c, locale) }))}</P>
    </Layout>
  );
}
