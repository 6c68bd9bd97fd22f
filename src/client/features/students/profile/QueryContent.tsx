import { Box, CircularProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';

/** A spinner while `query` loads, its error with Retry, then `children` with the data. */
export function QueryContent<T, E>({
  query,
  loadingLabel,
  errorFallback,
  children,
}: {
  query: UseQueryResult<T, E>;
  loadingLabel: string;
  errorFallback: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <LoadErrorAlert error={query.error} fallback={errorFallback} onRetry={() => void query.refetch()} />
    );
  }
  return <>{children(query.data)}</>;
}
