import { useLingui } from '@lingui/react/macro';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode, useRef } from 'react';
import { lastPageOf } from './lastPageOf';

export interface PagedCardListProps<T extends { id: number | string }> {
  /** One page of items, in the server's order. */
  items: T[];
  /** How many items match in all. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  /** The list's accessible name; its pager is "<label> pages". */
  label: string;
  loadingLabel: string;
  skeletonHeight: number;
  /** What shows when nothing matches. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** The phone layout (under 768 px): the same server pages as cards, with Previous and Next. */
export function PagedCardList<T extends { id: number | string }>({
  items,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
  label,
  loadingLabel,
  skeletonHeight,
  empty,
  renderItem,
}: PagedCardListProps<T>) {
  const { t, i18n } = useLingui();
  const top = useRef<HTMLDivElement>(null);
  // A new page starts at its first card, not where the pager was.
  const goTo = (next: number) => {
    onPageChange(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  if (loading && items.length === 0) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={skeletonHeight} />
        ))}
      </Stack>
    );
  }

  if (items.length === 0) {
    return <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>{empty}</Box>;
  }

  const first = page * pageSize + 1;
  const last = page * pageSize + items.length;
  const lastPage = lastPageOf(total, pageSize);
  const from = first.toLocaleString(i18n.locale);
  const to = last.toLocaleString(i18n.locale);
  const totalCount = total.toLocaleString(i18n.locale);
  return (
    <Box ref={top} sx={{ scrollMarginTop: 72 }}>
      <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden', mb: 1 }} aria-hidden={!loading} />
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Fragment key={item.id}>{renderItem(item)}</Fragment>
        ))}
      </Stack>
      {lastPage > 0 && (
        <Box
          component="nav"
          aria-label={t`${label} pages`}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5 }}
        >
          <Button startIcon={<ChevronLeft />} disabled={page === 0 || loading} onClick={() => goTo(page - 1)}>
            {t`Previous`}
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t`${from}–${to} of ${totalCount}`}
          </Typography>
          <Button
            endIcon={<ChevronRight />}
            disabled={page >= lastPage || loading}
            onClick={() => goTo(page + 1)}
          >
            {t`Next`}
          </Button>
        </Box>
      )}
    </Box>
  );
}
