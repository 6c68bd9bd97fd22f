import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { styles } from './Layout';

/** The end of every reminder: how to stop them in one click, and where to turn them back on. */
export function ReminderUnsubscribe({ unsubscribeUrl }: { unsubscribeUrl: string }) {
  return (
    <Text style={{ ...styles.footerText, margin: '24px 0 0' }}>
      You get these reminders because they are on in your Settings, where you can turn them off or back on at
      any time. To stop them now: <Link href={unsubscribeUrl}>Turn off reminder e-mails</Link>
    </Text>
  );
}
