import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { styles } from './Layout';

/** The end of every reminder: how to stop them in one click, and where to turn them back on. */
export function ReminderUnsubscribe({ unsubscribeUrl }: { unsubscribeUrl: string }) {
  return (
    <Text style={{ ...styles.footerText, margin: '24px 0 0' }}>
      You get reminders because they are on in your Settings. Don't want them?{' '}
      <Link href={unsubscribeUrl}>Turn off reminder e-mails</Link>. You can turn them back on in Settings at
      any time.
    </Text>
  );
}
