import { Box, Card, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../../lib/useIsMobile';

export interface PagedListCardProps {
  /** The heading (its own typography: a page title or a tab's). */
  title: ReactNode;
  /** "12 bookings"; none while the first page has not arrived. */
  count?: string;
  /** Above the list: toolbar, notices, the load error. */
  children: ReactNode;
  /** The phone layout. */
  cards: ReactNode;
  /** The wider layout, full-bleed under a divider. */
  grid: ReactNode;
}

/** A server-paged list in a card: heading and count, then cards on a phone or a grid elsewhere. */
export function PagedListCard({ title, count, children, cards, grid }: PagedListCardProps) {
  const isMobile = useIsMobile();
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
          {title}
          {count !== undefined && (
            <Typography
              variant="body2"
              color="text.secondary"
              aria-live="polite"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {count}
            </Typography>
          )}
        </Box>
        {children}
        {isMobile && cards}
      </Box>
      {!isMobile && (
        <>
          <Divider />
          {grid}
        </>
      )}
    </Card>
  );
}
