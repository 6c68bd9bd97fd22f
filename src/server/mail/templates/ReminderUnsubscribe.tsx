import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { Locale } from '../../../shared/i18n/locales';
import { msg } from '../../../shared/i18n/msg';
import { translatorFor } from '../locale';
import { styles } from './Layout';

/** The end of every reminder: how to stop them in one click, and where to turn them back on. */
export function ReminderUnsubscribe({ unsubscribeUrl, locale }: { unsubscribeUrl: string; locale: Locale }) {
  const t = translatorFor(locale);
  return (
    <Text style={{ ...styles.footerText, margin: '24px 0 0' }}>
      {`${t(
        msg(
          'You get these reminders because they are on in your Settings, where you can turn them off or back on at any time. To stop them now:',
        ),
      )} `}
      <Link href={unsubscribeUrl}>{t(msg('Turn off reminder e-mails'))}</Link>
    </Text>
  );
}
