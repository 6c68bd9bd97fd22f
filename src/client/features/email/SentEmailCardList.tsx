import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import type { TSentEmail } from '../../../shared/schemas/email';
import { lastPageOf } from '../bookings/bookingSort';
import { SentEmailCard } from './SentEmailCard';
import { NoSentEmails } from './SentEmailsGrid';

/** The phone layout (under 768 px): the same server pages as cards, with Previous and Next. */
export function SentEmailCardList({
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
  onOpen,
}: {
  rows: TSentEmail[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  onOpen: (email: TSentEmail) => void;
}) {
  const top = useRef<HTMLDivElement>(null);
  const goTo = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  if (loading && rows.length === 0) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading sent emails">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={132} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
        <NoSentEmails />
      </Box>
    );
  }

  const first = page * pageSize + 1;
  const last = page * pageSize + rows.length;
  const lastPage = lastPageOf(total, pageSize);
  return (
    <Box ref={top} sx={{ scrollMarginTop: 72 }}>
      <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden', mb: 1 }} aria-hidden={!loading} />
      <Stack component="ul" spacing={1.5} aria-label="Sent emails" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((r) => (
          <SentEmailCard key={r.id} email={r} onOpen={onOpen} />
        ))}
      </Stack>
      {lastPage > 0 && (
        <Box
          component="nav"
          aria-label="Sent emails pages"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5 }}
        >
          <Button startIcon={<ChevronLeft />} disabled={page === 0 || loading} onClick={() => goTo(page - 1)}>
            Previous
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()}
          </Typography>
          <Button
            endIcon={<ChevronRight />}
            disabled={page >= lastPage || loading}
            onClick={() => goTo(page + 1)}
          >
            Next
          </Button>
        </Box>
      )}
    </Box>
  );
}
