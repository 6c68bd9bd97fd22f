import { formatDate, formatTimeRange } from '../../../shared/dates';
import { Facts, Greeting, Layout, P } from './Layout';
import { ReminderUnsubscribe } from './ReminderUnsubscribe';
import { classLabelOf, type EmailClass, type EmailStudio } from './studio';

export interface ClassReminderProps {
  studio: EmailStudio;
  name: string;
  class: EmailClass;
  /** The last moment the student may cancel, in studio time ("Nov 01, 2026, 7:30 PM"). */
  cancelBy: string;
  /** Whether that moment has already passed when the reminder is written. */
  cancelDeadlinePassed: boolean;
  cancellationDeadlineHours: number;
  unsubscribeUrl: string;
}

export function ClassReminder({
  studio,
  name,
  class: c,
  cancelBy,
  cancelDeadlinePassed,
  cancellationDeadlineHours,
  unsubscribeUrl,
}: ClassReminderProps) {
  const hours = `${cancellationDeadlineHours} ${cancellationDeadlineHours === 1 ? 'hour' : 'hours'}`;
  return (
    <Layout studio={studio} preview={`Reminder: ${classLabelOf(c)}`}>
      <Greeting name={name} />
      <P>This is a reminder of your upcoming class. See you there!</P>
      <Facts
        rows={[
          ['Class', c.name],
          ['Date', formatDate(c.classDate)],
          ['Time', formatTimeRange(c.startTime, c.endTime)],
          ['Location', c.location],
          ['Cancellation deadline', cancelBy],
        ]}
      />
      <P>
        {cancelDeadlinePassed
          ? `The cancellation deadline (${hours} before the class) has passed. If you cannot come, please let the studio know.`
          : `Can't make it? Cancel from your dashboard before ${cancelBy} (${hours} before the class starts).`}
      </P>
      <ReminderUnsubscribe unsubscribeUrl={unsubscribeUrl} />
    </Layout>
  );
}
