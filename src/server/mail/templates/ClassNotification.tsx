import { Greeting, Layout, Lines, P } from './Layout';
import { classWhen, type EmailClass, type EmailStudio } from './studio';

export interface ClassNotificationProps {
  studio: EmailStudio;
  name: string;
  class: EmailClass;
  /** The administrator's subject and message: plain text, shown with its line breaks. */
  subject: string;
  message: string;
}

export function ClassNotification({ studio, name, class: c, subject, message }: ClassNotificationProps) {
  return (
    <Layout studio={studio} preview={subject}>
      <Greeting name={name} />
      <Lines text={message} />
      <P>Class: {classWhen(c)}</P>
    </Layout>
  );
}
