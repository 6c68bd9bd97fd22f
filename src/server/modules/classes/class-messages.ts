import { formatDate, formatTimeRange } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';

export interface ClassFacts {
  name: string;
  classDate: string;
  startTime: string;
  endTime: string;
  location: string | null;
}

export interface PlainMessage {
  subject: string;
  bodyText: string;
}

const when = (c: ClassFacts) =>
  `${c.name} on ${formatDate(c.classDate)}, ${formatTimeRange(c.startTime, c.endTime)}${
    c.location ? ` at ${c.location}` : ''
  }`;

/** To a student whose class was cancelled (spec 02 §4: notified by e-mail, credit issued). */
export function classCancelledMessage(
  studentName: string,
  c: ClassFacts,
  reason: string,
  creditCents: number,
): PlainMessage {
  const credit =
    creditCents > 0
      ? `A credit of ${formatMoney(creditCents)} has been added to your account for a future class.\n\n`
      : '';
  return {
    subject: `Class cancelled: ${c.name} on ${formatDate(c.classDate)}`,
    bodyText:
      `Hello ${studentName},\n\n` +
      `We're sorry: ${when(c)} has been cancelled.\n\n` +
      `Reason: ${reason}\n\n` +
      credit +
      'We apologise for the inconvenience.\n',
  };
}

/** An administrator's note to everyone booked on a class. */
export function classNotificationMessage(
  studentName: string,
  c: ClassFacts,
  subject: string,
  message: string,
): PlainMessage {
  return {
    subject,
    bodyText: `Hello ${studentName},\n\n${message}\n\nClass: ${when(c)}\n`,
  };
}
