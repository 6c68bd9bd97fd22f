import { formatMoney } from '../../../shared/money';
import { Greeting, Layout, Lines, P } from './Layout';
import { classLabelOf, classWhen, type EmailClass, type EmailStudio } from './studio';

export interface ClassCancelledProps {
  studio: EmailStudio;
  name: string;
  class: EmailClass;
  reason: string;
  /** The credit granted for the student's booking (0: none). */
  creditCents: number;
}

/** The studio cancelled a class the student was booked on (spec 02 §4: notified, credit issued). */
export function ClassCancelled({ studio, name, class: c, reason, creditCents }: ClassCancelledProps) {
  return (
    <Layout studio={studio} preview={`Class cancelled: ${classLabelOf(c)}`}>
      <Greeting name={name} />
      <P>We're sorry: {classWhen(c)} has been cancelled.</P>
      <Lines text={`Reason: ${reason}`} />
      {creditCents > 0 && (
        <P>
          A credit of {formatMoney(creditCents, studio.currency)} has been added to your account for a future
          class.
        </P>
      )}
      <P>We apologise for the inconvenience.</P>
    </Layout>
  );
}
