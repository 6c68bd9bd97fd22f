import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import type { TBooking } from '../../../../shared/schemas/bookings';
import { BookingCardList } from '../../bookings/BookingCardList';
import { BookingsGrid } from '../../bookings/BookingsGrid';
import { BookingsToolbar } from '../../bookings/BookingsToolbar';
import type { BookingAction } from '../../bookings/bookingAction';
import { useBookings } from '../../bookings/useBookings';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';
import { PagedListCard } from '../../common/paged/PagedListCard';
import { RefundDialog } from './RefundDialog';

/**
 * The admin shell's "refunds" section (spec 03 §2.2 Student Class Refunds): every booking, searched,
 * filtered and paged on the server; a confirmed one can be refunded.
 */
export default function ClassRefunds() {
  const { t } = useLingui();
  const list = useBookings('active');
  const [target, setTarget] = useState<{ booking: TBooking; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((booking: TBooking) => {
    setTarget((prev) => ({ booking, key: (prev?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const refund = useMemo<BookingAction>(
    () => ({
      label: t`Refund`,
      ariaLabel: (b) => {
        const studentName = b.studentName;
        return t`Refund ${studentName}`;
      },
      run: openFor,
      // The terms of service: a no-show gets no credit or refund.
      unavailable: (b) => (b.attendance === 'no_show' ? t`No-show: no credit or refund` : null),
    }),
    [openFor, t],
  );
  const { query, bookings, total, loading } = list;

  return (
    <>
      <PagedListCard
        title={
          <Typography
            variant="h5"
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
          >
            <Trans>Student Class Refunds</Trans>
          </Typography>
        }
        count={query.isSuccess ? plural(total, { one: '# booking', other: '# bookings' }) : undefined}
        cards={
          <BookingCardList
            label={t`Bookings to refund`}
            bookings={bookings}
            total={total}
            page={list.paginationModel.page}
            pageSize={list.paginationModel.pageSize}
            onPageChange={list.setPage}
            loading={loading}
            action={refund}
          />
        }
        grid={
          <BookingsGrid
            label={t`Bookings to refund`}
            bookings={bookings}
            total={total}
            filter={list.filter}
            loading={loading}
            paginationModel={list.paginationModel}
            onPaginationModelChange={list.setPaginationModel}
            sortModel={list.sortModel}
            onSortModelChange={list.setSortModel}
            action={refund}
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
        {query.isError && (
          <LoadErrorAlert
            error={query.error}
            fallback={t`Failed to load bookings`}
            onRetry={() => void query.refetch()}
          />
        )}
      </PagedListCard>
      {target && (
        <RefundDialog key={target.key} booking={target.booking} open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
