import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mui/material';
import type { TMyWaitlistEntry } from '../../../../shared/schemas/waitlist';
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
  const { t } = useLingui();
  const deadline = plural(cancellationDeadlineHours, {
    one: 'Once booked, the usual # hour cancellation deadline applies.',
    other: 'Once booked, the usual # hours cancellation deadline applies.',
  });
  if (entry) {
    const position = positionLabel(entry);
    const promise =
      closeHours > 0
        ? prepayment
          ? plural(closeHours, {
              one: 'If a spot opens up no later than # hour before the class starts, you will be booked automatically, paid from your account credit, and we will e-mail you.',
              other:
                'If a spot opens up no later than # hours before the class starts, you will be booked automatically, paid from your account credit, and we will e-mail you.',
            })
          : plural(closeHours, {
              one: 'If a spot opens up no later than # hour before the class starts, you will be booked automatically and we will e-mail you.',
              other:
                'If a spot opens up no later than # hours before the class starts, you will be booked automatically and we will e-mail you.',
            })
        : prepayment
          ? t`If a spot opens up before the class starts, you will be booked automatically, paid from your account credit, and we will e-mail you.`
          : t`If a spot opens up before the class starts, you will be booked automatically and we will e-mail you.`;
    return (
      <Alert severity="warning" role="note">
        {position}. {promise} {deadline}
      </Alert>
    );
  }
  const join =
    closeHours > 0
      ? prepayment
        ? plural(closeHours, {
            one: 'This class is full. Join the waitlist: if a spot opens up no later than # hour before the class starts, the first student waiting is booked automatically, paid from your account credit, and e-mailed.',
            other:
              'This class is full. Join the waitlist: if a spot opens up no later than # hours before the class starts, the first student waiting is booked automatically, paid from your account credit, and e-mailed.',
          })
        : plural(closeHours, {
            one: 'This class is full. Join the waitlist: if a spot opens up no later than # hour before the class starts, the first student waiting is booked automatically and e-mailed.',
            other:
              'This class is full. Join the waitlist: if a spot opens up no later than # hours before the class starts, the first student waiting is booked automatically and e-mailed.',
          })
      : prepayment
        ? t`This class is full. Join the waitlist: if a spot opens up before the class starts, the first student waiting is booked automatically, paid from your account credit, and e-mailed.`
        : t`This class is full. Join the waitlist: if a spot opens up before the class starts, the first student waiting is booked automatically and e-mailed.`;
  return (
    <Alert severity="info" role="note">
      {join} {deadline}
    </Alert>
  );
}
