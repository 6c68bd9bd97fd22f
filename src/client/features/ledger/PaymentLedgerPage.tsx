import { Alert, Card, Stack, Typography } from '@mui/material';
import { LoadErrorAlert } from '../common/paged/LoadErrorAlert';
import { PagedListCard } from '../common/paged/PagedListCard';
import { ExportCsvButton } from './ExportCsvButton';
import { LedgerCardList } from './LedgerCardList';
import { LedgerFilters, RANGE_ERROR_ID } from './LedgerFilters';
import { LedgerGrid } from './LedgerGrid';
import { LedgerSummary } from './LedgerSummary';
import { hasFilters, paymentCount } from './ledgerQuery';
import { TaxNote } from './TaxNote';
import { useLedger } from './useLedger';

/**
 * The Payment Ledger (spec 03 §2.5): filters, the filter's totals, every matching payment paged and
 * sorted on the server (cards on a phone), and Export CSV of all of them (design §4).
 */
export default function PaymentLedgerPage() {
  const ledger = useLedger();
  const { query, rangeError } = ledger;
  const filtered = hasFilters(ledger.filters);

  return (
    <Stack spacing={2}>
      <Card sx={{ p: { xs: 2, md: 2.5 } }}>
        <LedgerFilters
          filters={ledger.filters}
          onChange={ledger.setFilters}
          rangeInvalid={rangeError !== null}
          actions={<ExportCsvButton href={ledger.csvUrl} disabled={rangeError !== null} />}
        />
        {rangeError && (
          <Alert id={RANGE_ERROR_ID} severity="warning" role="alert" sx={{ mt: 1.5 }}>
            {rangeError}
          </Alert>
        )}
      </Card>
      <TaxNote />
      <LedgerSummary totals={ledger.totals} loading={ledger.totalsLoading} />
      {!rangeError && (
        <PagedListCard
          title={
            <Typography
              variant="h5"
              component="h2"
              sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
              Payments
            </Typography>
          }
          count={query.isSuccess ? paymentCount(ledger.total) : undefined}
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
              fallback="Failed to load payments"
              onRetry={() => void query.refetch()}
            />
          )}
        </PagedListCard>
      )}
    </Stack>
  );
}
