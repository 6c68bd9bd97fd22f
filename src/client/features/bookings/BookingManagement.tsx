import Refresh from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, Divider, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import type { TBooking } from '../../../shared/schemas/bookings';
import { errorMessage } from '../../lib/trpc';
import { useIsMobile } from '../../lib/useIsMobile';
import { BookingCardList } from './BookingCardList';
import { BookingsGrid } from './BookingsGrid';
import { BookingsToolbar } from './BookingsToolbar';
import { CancelBookingDialog } from './CancelBookingDialog';
import { useBookings } from './useBookings';

const plural = (n: number) => `${n.toLocaleString()} booking${n === 1 ? '' : 's'}`;

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
  const isMobile = useIsMobile();
  const list = useBookings();
  const dialog = useCancelTarget();
  const { query, bookings, total } = list;
  const loading = query.isPending || query.isFetching || list.isSearching;

  return (
    <Card>
      {/* minmax(0, 1fr): the column never grows past the card to fit a wide child. */}
      <Box sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <Typography
            variant="h5"
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
          >
            Booking Management
          </Typography>
          {query.isSuccess && (
            <Typography
              variant="body2"
              color="text.secondary"
              aria-live="polite"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {plural(total)}
            </Typography>
          )}
        </Box>
        <BookingsToolbar
          search={list.search}
          onSearch={list.setSearch}
          searching={list.isSearching}
          filter={list.filter}
          onFilter={list.setFilter}
        />
        {query.isError && (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                startIcon={<Refresh />}
                onClick={() => void query.refetch()}
              >
                Retry
              </Button>
            }
          >
            {errorMessage(query.error, 'Failed to load bookings')}
          </Alert>
        )}
        {isMobile && (
          <BookingCardList
            bookings={bookings}
            total={total}
            page={list.paginationModel.page}
            pageSize={list.paginationModel.pageSize}
            onPageChange={list.setPage}
            loading={loading}
            onCancel={dialog.openFor}
          />
        )}
      </Box>
      {!isMobile && (
        <>
          <Divider />
          <BookingsGrid
            bookings={bookings}
            total={total}
            filter={list.filter}
            loading={loading}
            paginationModel={list.paginationModel}
            onPaginationModelChange={list.setPaginationModel}
            sortModel={list.sortModel}
            onSortModelChange={list.setSortModel}
            onCancel={dialog.openFor}
          />
        </>
      )}
      {dialog.target && (
        <CancelBookingDialog
          key={dialog.target.key}
          booking={dialog.target.booking}
          open={dialog.open}
          onClose={dialog.close}
        />
      )}
    </Card>
  );
}
