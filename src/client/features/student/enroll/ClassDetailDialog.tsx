import AccessTime from '@mui/icons-material/AccessTime';
import CalendarToday from '@mui/icons-material/CalendarToday';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import People from '@mui/icons-material/People';
import Place from '@mui/icons-material/Place';
import Sell from '@mui/icons-material/Sell';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { addDays, DAY_NAMES, dayOfWeek, formatDate, formatTimeRange } from '../../../../shared/dates';
import { cannotCancelMessage, type TBooking, type TBookingPolicy } from '../../../../shared/schemas/bookings';
import { isClassFull, type TClassInstance } from '../../../../shared/schemas/classes/instances';
import type { TStudentMembership, TStudentPass } from '../../../../shared/schemas/products';
import { DEFAULT_SETTINGS } from '../../../../shared/schemas/settings';
import type { TMyWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { useIsMobile } from '../../../lib/useIsMobile';
import { capacityPercent } from '../../classes/common/capacity';
import { WaitlistNote } from '../waitlist/WaitlistNote';
import { BookingInfoBox } from './BookingInfoBox';
import { type ClassState, priceLabel } from './enrollMath';
import { PassNote, useCover } from './PassNote';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
          {label}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

const seatsLine = (enrolled: number, max: number): string => {
  const left = max - enrolled;
  if (left <= 0) return 'No spots left';
  return `${left} spot${left === 1 ? '' : 's'} left`;
};

/**
 * A class's details for the student, in one of its states: booked (Cancel Booking, when the server
 * allows it), full (Join Waitlist, or their place on it and Leave Waitlist), available (Book This
 * Class, with how it will be paid) or past.
 */
/** The first day a class can be booked: `advanceBookingDays` before it. */
const opensOn = (classDate: string, advanceBookingDays: number) =>
  addDays(classDate.slice(0, 10), -advanceBookingDays);

export function ClassDetailDialog({
  instance,
  state,
  started,
  booking,
  policy,
  availableCredit,
  pending,
  onBook,
  onCancel,
  onClose,
  waitlist,
  passes,
  memberships,
  today,
}: {
  /** The student's class packs and memberships: the dialog says which one a booking uses. */
  passes: readonly TStudentPass[];
  memberships: readonly TStudentMembership[];
  /** The studio's date today. */
  today: string;
  instance: TClassInstance;
  state: ClassState;
  /** The class has begun (studio time): a booked one can no longer change. */
  started: boolean;
  booking: TBooking | undefined;
  policy: TBookingPolicy | undefined;
  availableCredit: string | undefined;
  pending: boolean;
  onBook: () => void;
  onCancel: (booking: TBooking) => void;
  onClose: () => void;
  /** A full class's waitlist: the student's place on it, if any, and how to join or leave. */
  waitlist: {
    entry: TMyWaitlistEntry | undefined;
    pending: boolean;
    onJoin: () => void;
    onLeave: (entry: TMyWaitlistEntry) => void;
  };
}) {
  const isMobile = useIsMobile();
  const [confirming, setConfirming] = useState(false);
  const titleId = `class-detail-${instance.id}`;
  const cancellationDeadlineHours =
    policy?.cancellationDeadlineHours ?? DEFAULT_SETTINGS.cancellationDeadlineHours;
  const full = isClassFull(instance);
  const cover = useCover(instance.id, state === 'available' && passes.length + memberships.length > 0);
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: isMobile ? { m: 1.5, width: 'calc(100% - 24px)', maxHeight: 'calc(100% - 24px)' } : {} },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6, pb: 1 }}>
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {instance.name}
          </Box>
          {state === 'booked' && <Chip size="small" color="success" icon={<CheckCircle />} label="Booked" />}
          {state === 'full' && <Chip size="small" color="error" label="Full" />}
          {state === 'full' && waitlist.entry && (
            <Chip size="small" color="warning" label={`Waitlisted #${waitlist.entry.position}`} />
          )}
          {state === 'notOpen' && <Chip size="small" label="Not yet open" />}
        </Box>
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={pending}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2.5}>
          {instance.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {instance.description}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: 2,
              p: 2,
              borderRadius: 2,
              bgcolor: 'grey.50',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Fact icon={<CalendarToday fontSize="small" />} label={DAY_NAMES[dayOfWeek(instance.classDate)]!}>
              {formatDate(instance.classDate)}
            </Fact>
            <Fact icon={<AccessTime fontSize="small" />} label={`${instance.duration} min`}>
              {formatTimeRange(instance.startTime, instance.endTime)}
            </Fact>
            <Fact icon={<Place fontSize="small" />} label="Location">
              {instance.location || 'To be announced'}
            </Fact>
            <Fact icon={<Sell fontSize="small" />} label="Price">
              {priceLabel(instance.price)}
            </Fact>
          </Box>
          <Box>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 1,
                mb: 0.75,
              }}
            >
              <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
                <People fontSize="small" color="action" aria-hidden />
                Enrolled: {instance.enrollmentCount} / {instance.maxStudents}
              </Typography>
              <Typography variant="body2" color={full ? 'error.main' : 'text.secondary'}>
                {seatsLine(instance.enrollmentCount, instance.maxStudents)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={capacityPercent(instance.enrollmentCount, instance.maxStudents)}
              color={full ? 'error' : state === 'booked' ? 'success' : 'primary'}
              aria-label="Capacity"
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          {state === 'booked' && (
            <Alert severity="success" role="note">
              {started ? 'You were booked for this class.' : "You're booked for this class."}
              {booking && !booking.canCancel && !started && (
                <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
                  {cannotCancelMessage(cancellationDeadlineHours)}
                </Typography>
              )}
            </Alert>
          )}
          {state === 'booked' && booking?.canCancel && confirming && (
            <Alert severity="warning" role="note">
              {booking.passName
                ? booking.passKind === 'membership'
                  ? `Cancel this booking? The class no longer counts towards your ${booking.passName} membership.`
                  : `Cancel this booking? The class goes back to your ${booking.passName}.`
                : `Cancel this booking? A credit of ${priceLabel(booking.classPrice || instance.price)} will be added to your account for a future class.`}
            </Alert>
          )}
          {state === 'full' && (
            <WaitlistNote
              entry={waitlist.entry}
              closeHours={policy?.waitlistCloseHours ?? DEFAULT_SETTINGS.waitlistCloseHours}
              prepayment={policy?.prepaymentRequired ?? false}
              cancellationDeadlineHours={cancellationDeadlineHours}
            />
          )}
          {state === 'past' && (
            <Alert severity="info" role="note">
              This class has already started, so it can no longer be booked.
            </Alert>
          )}
          {state === 'notOpen' && (
            <Alert severity="info" role="note">
              Booking for this class is not open yet. Classes can be booked up to{' '}
              {policy?.advanceBookingDays ?? DEFAULT_SETTINGS.advanceBookingDays} days ahead
              {policy
                ? `: this one opens on ${formatDate(opensOn(instance.classDate, policy.advanceBookingDays))}.`
                : '.'}
            </Alert>
          )}
          {state === 'available' && (
            <PassNote
              passes={passes}
              memberships={memberships}
              cls={instance}
              today={today}
              cover={cover.data}
            />
          )}
          {state === 'available' && policy && !cover.data && (
            <BookingInfoBox policy={policy} availableCredit={availableCredit} price={instance.price} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, pt: 1, gap: 1, flexWrap: 'wrap-reverse' }}>
        {confirming && state === 'booked' && booking?.canCancel ? (
          <>
            <Button onClick={() => setConfirming(false)} disabled={pending}>
              Keep Booking
            </Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => onCancel(booking)}
              disabled={pending}
              startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Yes, Cancel Booking
            </Button>
          </>
        ) : (
          <Button onClick={onClose} disabled={pending}>
            Close
          </Button>
        )}
        {state === 'booked' && booking?.canCancel && !confirming && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Cancel Booking
          </Button>
        )}
        {/* Join and Leave are one button that changes, never disabled while the request runs (the
            actions ignore a second click): a disabled button would drop the keyboard focus. */}
        {state === 'full' &&
          (waitlist.entry ? (
            <Button
              variant="outlined"
              color="error"
              onClick={() => waitlist.entry && waitlist.onLeave(waitlist.entry)}
              aria-busy={waitlist.pending}
            >
              Leave Waitlist
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={waitlist.onJoin}
              aria-busy={waitlist.pending}
              startIcon={waitlist.pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Join Waitlist
            </Button>
          ))}
        {state === 'available' && (
          <Button
            variant="contained"
            onClick={onBook}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Book This Class
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
