import { Alert } from '@mui/material';
import { hoursText, type TMyWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { positionLabel } from './useWaitlist';

/** What the waitlist of a full class means for this student: their place, or how joining works. */
export function WaitlistNote({
  entry,
  closeHours,
  prepayment,
  cancellationDeadlineHours,
}: {
  entry: TMyWaitlistEntry | undefined;
  closeHours: number;
  prepayment: boolean;
  cancellationDeadlineHours: number;
}) {
  const until =
    closeHours > 0
      ? ` no later than ${hoursText(closeHours)} before the class starts`
      : ' before the class starts';
  const paid = prepayment ? ', paid from your account credit,' : '';
  const deadline = `Once booked, the usual ${hoursText(cancellationDeadlineHours)} cancellation deadline applies.`;
  if (entry) {
    return (
      <Alert severity="warning" role="note">
        {positionLabel(entry)}. If a spot opens up{until}, you will be booked automatically{paid} and we will
        e-mail you. {deadline}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="note">
      This class is full. Join the waitlist: if a spot opens up{until}, the first student waiting is booked
      automatically{paid} and e-mailed. {deadline}
    </Alert>
  );
}
