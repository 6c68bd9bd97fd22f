import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { addDays, dayOfWeek, formatDate, formatTimeRange, weekdayName } from '../../../../shared/dates';
import { cannotCancelMessage, type TBooking, type TBookingPolicy } from '../../../../shared/schemas/bookings';
import { isClassFull, type TClassInstance } from '../../../../shared/schemas/classes/instances';
import type { TStudentMembership, TStudentPass } from '../../../../shared/schemas/products';
import { DEFAULT_SETTINGS } from '../../../../shared/schemas/settings';
import type { TMyWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { tr } from '../../../i18n/tr';
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
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const [confirming, setConfirming] = useState(false);
  const duration = instance.duration;
  const enrolled = instance.enrollmentCount;
  const maxStudents = instance.maxStudents;
  const passName = booking?.passName;
  const credit = priceLabel(booking?.classPrice || instance.price);
  const advanceDays = policy?.advanceBookingDays ?? DEFAULT_SETTINGS.advanceBookingDays;
  const opens = policy ? formatDate(opensOn(instance.classDate, policy.advanceBookingDays)) : '';
  const position = waitlist.entry?.position;
  const left = maxStudents - enrolled;
  const seatsLine =
    left <= 0 ? t`No spots left` : plural(left, { one: '# spot left', other: '# spots left' });
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
          {state === 'booked' && (
            <Chip size="small" color="success" icon={<CheckCircle />} label={t`Booked`} />
          )}
          {state === 'full' && <Chip size="small" color="error" label={t`Full`} />}
          {state === 'full' && waitlist.entry && (
            <Chip size="small" color="warning" label={t`Waitlisted #${position}`} />
          )}
          {state === 'notOpen' && <Chip size="small" label={t`Not yet open`} />}
        </Box>
      </DialogTitle>
      <IconButton
        aria-label={t`Close`}
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
            <Fact
              icon={<CalendarToday fontSize="small" />}
              label={weekdayName(dayOfWeek(instance.classDate), 'long')}
            >
              {formatDate(instance.classDate)}
            </Fact>
            <Fact icon={<AccessTime fontSize="small" />} label={t`${duration} min`}>
              {formatTimeRange(instance.startTime, instance.endTime)}
            </Fact>
            <Fact icon={<Place fontSize="small" />} label={t`Location`}>
              {instance.location || t`To be announced`}
            </Fact>
            <Fact icon={<Sell fontSize="small" />} label={t`Price`}>
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
                <Trans>
                  Enrolled: {enrolled} / {maxStudents}
                </Trans>
              </Typography>
              <Typography variant="body2" color={full ? 'error.main' : 'text.secondary'}>
                {seatsLine}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={capacityPercent(instance.enrollmentCount, instance.maxStudents)}
              color={full ? 'error' : state === 'booked' ? 'success' : 'primary'}
              aria-label={t`Capacity`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          {state === 'booked' && (
            <Alert severity="success" role="note">
              {started ? t`You were booked for this class.` : t`You're booked for this class.`}
              {booking && !booking.canCancel && !started && (
                <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
                  {tr(cannotCancelMessage(cancellationDeadlineHours))}
                </Typography>
              )}
            </Alert>
          )}
          {state === 'booked' && booking?.canCancel && confirming && (
            <Alert severity="warning" role="note">
              {passName
                ? booking.passKind === 'membership'
                  ? t`Cancel this booking? The class no longer counts towards your ${passName} membership.`
                  : t`Cancel this booking? The class goes back to your ${passName}.`
                : t`Cancel this booking? A credit of ${credit} will be added to your account for a future class.`}
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
              <Trans>This class has already started, so it can no longer be booked.</Trans>
            </Alert>
          )}
          {state === 'notOpen' && (
            <Alert severity="info" role="note">
              {policy
                ? t`Booking for this class is not open yet. Classes can be booked up to ${advanceDays} days ahead: this one opens on ${opens}.`
                : t`Booking for this class is not open yet. Classes can be booked up to ${advanceDays} days ahead.`}
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
              <Trans>Keep Booking</Trans>
            </Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => onCancel(booking)}
              disabled={pending}
              startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              <Trans>Yes, Cancel Booking</Trans>
            </Button>
          </>
        ) : (
          <Button onClick={onClose} disabled={pending}>
            <Trans>Close</Trans>
          </Button>
        )}
        {state === 'booked' && booking?.canCancel && !confirming && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            <Trans>Cancel Booking</Trans>
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
              <Trans>Leave Waitlist</Trans>
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={waitlist.onJoin}
              aria-busy={waitlist.pending}
              startIcon={waitlist.pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              <Trans>Join Waitlist</Trans>
            </Button>
          ))}
        {state === 'available' && (
          <Button
            variant="contained"
            onClick={onBook}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            <Trans>Book This Class</Trans>
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
