import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { DEFAULT_CANCELLATION_DEADLINE_HOURS } from '../../../../shared/setting-defaults';
import { withArea } from '../../../i18n/language';
import { useStudioToday } from '../../../lib/studioClock';
import { useIsMobile } from '../../../lib/useIsMobile';
import { StudioTimeNote } from '../../common/StudioTimeNote';
import { useBookingPolicy, useStudentBookings } from '../studentQueries';
import { WaitlistSection } from '../waitlist/WaitlistSection';
import { BookingList, BookingListSkeleton } from './BookingList';
import { EmptyBookings } from './EmptyBookings';
import { splitBookings } from './splitBookings';
import { useCancelBooking } from './useCancelBooking';

// Downloaded when a cancellation is first asked for: the dashboard's first paint carries no dialog.
const CancelBookingDialog = lazy(
  withArea('account', () =>
    import('./CancelBookingDialog').then((m) => ({ default: m.CancelBookingDialog })),
  ),
);

type ListId = 'upcoming' | 'past' | 'cancelled';

const LISTS: { id: ListId; label: MessageDescriptor; empty: MessageDescriptor; detail: MessageDescriptor }[] =
  [
    {
      id: 'upcoming',
      label: msg`Upcoming`,
      empty: msg`No Upcoming Classes`,
      detail: msg`You have no classes booked. Find one that suits you and book your spot.`,
    },
    {
      id: 'past',
      label: msg`Past Classes`,
      empty: msg`No Past Classes`,
      detail: msg`Classes you have attended will appear here.`,
    },
    {
      id: 'cancelled',
      label: msg`Cancelled`,
      empty: msg`No Cancelled Classes`,
      detail: msg`Bookings you or the studio cancel will appear here.`,
    },
  ];

/** My Classes (spec 01 §2): Upcoming, Past Classes and Cancelled, each with its count. */
export function MyClassesTab({ studentId, onBrowse }: { studentId: number; onBrowse: () => void }) {
  const { t, i18n } = useLingui();
  const [listId, setListId] = useState<ListId>('upcoming');
  const [confirming, setConfirming] = useState<TBooking | null>(null);
  // Stays mounted once opened, so closing it still animates.
  const [cancelWanted, setCancelWanted] = useState(false);
  const bookings = useStudentBookings(studentId);
  const cancel = useCancelBooking();
  const policy = useBookingPolicy();
  const isMobile = useIsMobile();
  const cancellationDeadlineHours =
    policy.data?.cancellationDeadlineHours ?? DEFAULT_CANCELLATION_DEADLINE_HOURS;

  const today = useStudioToday();
  const lists = bookings.data ? splitBookings(bookings.data, today) : null;
  const current = LISTS.find((l) => l.id === listId)!;
  const shown = lists?.[listId] ?? [];

  const confirmCancel = (booking: TBooking) =>
    cancel.mutate({ id: booking.id }, { onSettled: () => setConfirming(null) });

  return (
    <>
      <WaitlistSection />
      <Tabs
        value={listId}
        onChange={(_e, v: ListId) => setListId(v)}
        variant={isMobile ? 'fullWidth' : 'standard'}
        aria-label={t`My classes`}
        sx={{
          mb: 2,
          minHeight: 40,
          '& .MuiTab-root': { minHeight: 40, px: { xs: 1, sm: 2 }, lineHeight: 1.3 },
        }}
      >
        {LISTS.map((l) => (
          <Tab
            key={l.id}
            value={l.id}
            id={`my-classes-tab-${l.id}`}
            aria-controls={`my-classes-panel-${l.id}`}
            label={
              <span>
                {i18n._(l.label)}
                {lists && (
                  <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
                    {' '}
                    ({lists[l.id].length})
                  </Box>
                )}
              </span>
            }
          />
        ))}
      </Tabs>
      <StudioTimeNote sx={{ mt: -1, mb: 1.5 }} />
      <div role="tabpanel" id={`my-classes-panel-${listId}`} aria-labelledby={`my-classes-tab-${listId}`}>
        {bookings.isPending ? (
          <BookingListSkeleton />
        ) : bookings.isError && !lists ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => bookings.refetch()}>
                <Trans>Try Again</Trans>
              </Button>
            }
          >
            <Trans>We could not load your classes.</Trans>
          </Alert>
        ) : shown.length === 0 ? (
          <EmptyBookings
            title={i18n._(current.empty)}
            detail={i18n._(current.detail)}
            onBrowse={listId === 'upcoming' ? onBrowse : undefined}
          />
        ) : (
          <BookingList
            bookings={shown}
            cancellable={listId === 'upcoming'}
            cancellationDeadlineHours={cancellationDeadlineHours}
            onCancel={(booking) => {
              setCancelWanted(true);
              setConfirming(booking);
            }}
          />
        )}
      </div>
      {cancelWanted && (
        <Suspense fallback={null}>
          <CancelBookingDialog
            booking={confirming}
            pending={cancel.isPending}
            onConfirm={confirmCancel}
            onClose={() => setConfirming(null)}
          />
        </Suspense>
      )}
    </>
  );
}
