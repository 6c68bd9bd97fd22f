import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import type { TBooking } from '../../../shared/schemas/bookings';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { PagedListCard } from '../common/paged/PagedListCard';
import { StudioTimeNote } from '../common/StudioTimeNote';
import { BookingCardList } from './BookingCardList';
import { BookingsGrid } from './BookingsGrid';
import { BookingsToolbar } from './BookingsToolbar';
import type { BookingAction } from './bookingAction';
import { CancelBookingDialog } from './CancelBookingDialog';
import { useBookings } from './useBookings';

/** Which booking the Cancel Booking dialog is for; a new key per opening starts a fresh form. */
function useCancelTarget() {
  const [target, setTarget] = useState<{ booking: TBooking; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((booking: TBooking) => {
    setTarget((prev) => ({ booking, key: (prev?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  return { target, open, openFor, close: () => setOpen(false) };
}

/** The admin shell's "bookings" section (spec 02 "Booking Management"). */
export default function BookingManagement() {
  const { t } = useLingui();
  const list = useBookings();
  const dialog = useCancelTarget();
  const { query, bookings, total, loading } = list;
  const cancel = useMemo<BookingAction>(
    () => ({ label: t`Cancel Booking`, run: dialog.openFor }),
    [dialog.openFor, t],
  );

  return (
    <>
      <PagedListCard
        title={
          <Typography
            variant="h5"
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
          >
            <Trans>Booking Management</Trans>
          </Typography>
        }
        count={query.isSuccess ? plural(total, { one: '# booking', other: '# bookings' }) : undefined}
        cards={
          <BookingCardList
            bookings={bookings}
            total={total}
            page={list.paginationModel.page}
            pageSize={list.paginationModel.pageSize}
            onPageChange={list.setPage}
            loading={loading}
            action={cancel}
          />
        }
        grid={
          <BookingsGrid
            bookings={bookings}
            total={total}
            filter={list.filter}
            loading={loading}
            paginationModel={list.paginationModel}
            onPaginationModelChange={list.setPaginationModel}
            sortModel={list.sortModel}
            onSortModelChange={list.setSortModel}
            action={cancel}
          />
        }
      >
        <BookingsToolbar
          search={list.search}
          onSearch={list.setSearch}
          searching={list.isSearching}
          filter={list.filter}
          onFilter={list.setFilter}
        />
        <StudioTimeNote />
        {query.isError && (
          <LoadErrorAlert
            error={query.error}
            fallback={t`Failed to load bookings`}
            onRetry={() => void query.refetch()}
          />
        )}
      </PagedListCard>
      {dialog.target && (
        <CancelBookingDialog
          key={dialog.target.key}
          booking={dialog.target.booking}
          open={dialog.open}
          onClose={dialog.close}
        />
      )}
    </>
  );
}
