import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Typography } from '@mui/material';
import { LoadErrorAlert } from '../../common/paged/LoadErrorAlert';
import { PagedListCard } from '../../common/paged/PagedListCard';
import { LedgerCardList } from './LedgerCardList';
import { LedgerGrid } from './LedgerGrid';
import { hasFilters } from './ledgerQuery';
import type { useLedger } from './useLedger';

/**
 * The payments a ledger state matches, paged and sorted on the server: a grid on a desktop, cards on
 * a phone. The Payment Ledger and Payment Management's Payments tab show it.
 */
export function LedgerPaymentsCard({
  ledger,
  title,
}: {
  ledger: ReturnType<typeof useLedger>;
  title?: string;
}) {
  const { t } = useLingui();
  const { query } = ledger;
  const total = ledger.total;
  const filtered = hasFilters(ledger.filters);
  return (
    <PagedListCard
      title={
        <Typography
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {title ?? t`Payments`}
        </Typography>
      }
      count={query.isSuccess ? plural(total, { one: '# payment', other: '# payments' }) : undefined}
      cards={
        <LedgerCardList
          rows={ledger.rows}
          total={ledger.total}
          filtered={filtered}
          page={ledger.paginationModel.page}
          pageSize={ledger.paginationModel.pageSize}
          onPageChange={ledger.setPage}
          loading={ledger.loading}
        />
      }
      grid={
        <LedgerGrid
          rows={ledger.rows}
          total={ledger.total}
          filtered={filtered}
          loading={ledger.loading}
          paginationModel={ledger.paginationModel}
          onPaginationModelChange={ledger.setPaginationModel}
          sortModel={ledger.sortModel}
          onSortModelChange={ledger.setSortModel}
        />
      }
    >
      {query.isError && (
        <LoadErrorAlert
          error={query.error}
          fallback={t`Failed to load payments`}
          onRetry={() => void query.refetch()}
        />
      )}
    </PagedListCard>
  );
}
