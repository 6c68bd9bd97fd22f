import { useLingui } from '@lingui/react/macro';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { confirmedBookings } from './classRows';
import { profileTiles } from './profileFigures';
import { confirmedBookingsQuery, outstandingQuery } from './profileQueries';

function Tile({
  label,
  value,
  loading,
  tone,
}: {
  label: string;
  value: string;
  loading: boolean;
  tone: string;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      aria-busy={loading || undefined}
      sx={{ p: { xs: 1, sm: 1.5 }, textAlign: 'center', minWidth: 0 }}
    >
      <Typography
        component="p"
        sx={{
          color: tone,
          fontWeight: 700,
          fontSize: { xs: '1.05rem', sm: '1.35rem' },
          overflowWrap: 'anywhere',
        }}
      >
        {loading ? <Skeleton sx={{ mx: 'auto' }} width={56} /> : value}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="h3">
        {label}
      </Typography>
    </Paper>
  );
}

/** Outstanding, Credits and Classes (the number of confirmed bookings). */
export function ProfileTiles({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const outstanding = useQuery(outstandingQuery(studentId));
  const bookings = useQuery(confirmedBookingsQuery(studentId));
  const tiles = profileTiles(outstanding.data, bookings.data && confirmedBookings(bookings.data).length);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 2 } }}>
      <Tile
        label={t`Outstanding`}
        value={tiles.outstanding}
        loading={outstanding.isPending}
        tone="error.main"
      />
      <Tile label={t`Credits`} value={tiles.credits} loading={outstanding.isPending} tone="success.main" />
      <Tile label={t`Classes`} value={tiles.classes} loading={bookings.isPending} tone="primary.main" />
    </Box>
  );
}
