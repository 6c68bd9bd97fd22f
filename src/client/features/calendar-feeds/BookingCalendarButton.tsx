import { Trans } from '@lingui/react/macro';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { Button } from '@mui/material';

/** Downloads one booking as an .ics file, which calendar apps open to add the class. */
export function BookingCalendarButton({ bookingId }: { bookingId: number }) {
  return (
    <Button size="small" startIcon={<EventAvailable />} href={`/api/bookings/${bookingId}.ics`} download>
      <Trans>Add to calendar</Trans>
    </Button>
  );
}
