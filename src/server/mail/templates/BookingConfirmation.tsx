import { formatDate, formatTimeRange } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { passClassesLeft } from '../../../shared/schemas/products';
import { Facts, Greeting, Layout, P } from './Layout';
import { classLabelOf, type EmailClass, type EmailStudio } from './studio';

export interface BookingConfirmationProps {
  studio: EmailStudio;
  name: string;
  class: EmailClass;
  /** What the booking costs the student (tax included when the studio adds it). */
  priceCents: number;
  /** Whether the price was already paid from the student's credits (pre-payment). */
  paidWithCredits: boolean;
  /** The studio's cancellation deadline, in hours before the class starts. */
  cancellationDeadlineHours: number;
  /** The booking was made by moving the student off the class's waitlist. */
  fromWaitlist?: boolean;
  /** The pass the booking used instead of a charge (decision 038). */
  pass?: { name: string; classesLeft: number; expiresOn: string } | null;
  /** The membership the booking used instead of a charge; classesLeft null when unlimited. */
  membership?: { name: string; classesLeft: number | null; allowance: string } | null;
}

export function BookingConfirmation({
  studio,
  name,
  class: c,
  priceCents,
  paidWithCredits,
  cancellationDeadlineHours,
  fromWaitlist = false,
  pass = null,
  membership = null,
}: BookingConfirmationProps) {
  const price = priceCents > 0 ? formatMoney(priceCents, studio.currency) : 'Free';
  const paidBy: [string, string] = pass
    ? [
        'Pass',
        `${pass.name}: ${passClassesLeft(pass.classesLeft)}, valid until ${formatDate(pass.expiresOn)}`,
      ]
    : ['Price', price];
  return (
    <Layout studio={studio} preview={`You're booked: ${classLabelOf(c)}`}>
      <Greeting name={name} />
      {fromWaitlist ? (
        <P>
          Good news: a spot opened up and you have been moved off the waitlist. You're booked. See you in
          class!
        </P>
      ) : (
        <P>Your booking is confirmed. See you in class!</P>
      )}
      <Facts
        rows={[
          ['Class', c.name],
          ['Date', formatDate(c.classDate)],
          ['Time', formatTimeRange(c.startTime, c.endTime)],
          ['Location', c.location],
          paidBy,
        ]}
      />
      {!pass &&
        !membership &&
        priceCents > 0 &&
        (paidWithCredits ? (
          <P>Paid from your account credit: nothing more to pay.</P>
        ) : (
          <P>How to pay: {studio.howToPay}</P>
        ))}
      <P>
        Can't make it? Cancel from your dashboard at least {cancellationDeadlineHours}{' '}
        {cancellationDeadlineHours === 1 ? 'hour' : 'hours'} before the class starts.
      </P>
    </Layout>
  );
}
