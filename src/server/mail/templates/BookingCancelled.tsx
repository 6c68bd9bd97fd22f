import { formatDate, formatTimeRange } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { Facts, Greeting, Layout, P } from './Layout';
import { classLabelOf, type EmailClass, type EmailStudio } from './studio';

export interface BookingCancelledProps {
  studio: EmailStudio;
  name: string;
  class: EmailClass;
  /** Who cancelled: the student themselves or the studio's administrator. */
  cancelledBy: 'student' | 'admin';
  /** The credit granted for the cancelled booking (0: none). */
  creditCents: number;
  reason?: string | null;
}

export function BookingCancelled({
  studio,
  name,
  class: c,
  cancelledBy,
  creditCents,
  reason,
}: BookingCancelledProps) {
  return (
    <Layout studio={studio} preview={`Booking cancelled: ${classLabelOf(c)}`}>
      <Greeting name={name} />
      <P>
        {cancelledBy === 'student'
          ? 'Your booking has been cancelled as you asked.'
          : 'The studio has cancelled your booking.'}
      </P>
      <Facts
        rows={[
          ['Class', c.name],
          ['Date', formatDate(c.classDate)],
          ['Time', formatTimeRange(c.startTime, c.endTime)],
          ['Location', c.location],
          ['Reason', reason],
        ]}
      />
      {creditCents > 0 ? (
        <P>
          A credit of {formatMoney(creditCents, studio.currency)} has been added to your account for a future
          class.
        </P>
      ) : (
        <P>No credit was issued for this booking.</P>
      )}
    </Layout>
  );
}
