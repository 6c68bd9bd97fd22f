import { formatDate, formatTimeRange } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { translatorFor } from '../locale';
import { Facts, Greeting, Layout, P } from './Layout';
import { ReminderUnsubscribe } from './ReminderUnsubscribe';
import { classLabelOf, type EmailClass, type EmailStudio } from './studio';

export interface ClassReminderProps {
  studio: EmailStudio;
  /** The recipient's language (recipientLocale). */
  locale: Locale;
  name: string;
  class: EmailClass;
  /** The last moment the student may cancel, in studio time ("Nov 01, 2026, 7:30 PM"), in `locale`. */
  cancelBy: string;
  /** Whether that moment has already passed when the reminder is written. */
  cancelDeadlinePassed: boolean;
  cancellationDeadlineHours: number;
  unsubscribeUrl: string;
}

export function ClassReminder({
  studio,
  locale,
  name,
  class: c,
  cancelBy,
  cancelDeadlinePassed,
  cancellationDeadlineHours: hours,
  unsubscribeUrl,
}: ClassReminderProps) {
  const t = translatorFor(locale);
  const classLabel = classLabelOf(c, locale);
  return (
    <Layout studio={studio} locale={locale} preview={t(msg('Reminder: {classLabel}', { classLabel }))}>
      <Greeting name={name} locale={locale} />
      <P>{t(msg('This is a reminder of your upcoming class. See you there!'))}</P>
      <Facts
        locale={locale}
        rows={[
          [t(msg('Class')), c.name],
          [t(msg('Date')), formatDate(c.classDate, locale)],
          [t(msg('Time')), formatTimeRange(c.startTime, c.endTime, locale)],
          [t(msg('Location')), c.location],
          [t(msg('Cancellation deadline')), cancelBy],
        ]}
      />
      <P>
        {cancelDeadlinePassed
          ? t(
              msg(
                'The cancellation deadline ({hours, plural, one {# hour} other {# hours}} before the class) has passed. If you cannot come, please let the studio know.',
                { hours },
              ),
            )
          : t(
              msg(
                "Can't make it? Cancel from your dashboard before {cancelBy} ({hours, plural, one {# hour} other {# hours}} before the class starts).",
                { cancelBy, hours },
              ),
            )}
      </P>
      <ReminderUnsubscribe unsubscribeUrl={unsubscribeUrl} locale={locale} />
    </Layout>
  );
}
