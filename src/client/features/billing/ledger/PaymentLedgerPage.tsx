import { Alert, Card, Stack } from '@mui/material';
import { ExportCsvButton } from './ExportCsvButton';
import { LedgerFilters, RANGE_ERROR_ID } from './LedgerFilters';
import { LedgerPaymentsCard } from './LedgerPaymentsCard';
import { LedgerSummary } from './LedgerSummary';
import { TaxNote } from './TaxNote';
import { useLedger } from './useLedger';

/**
 * The Payment Ledger (spec 03 §2.5): filters, the filter's totals, every matching payment paged and
 * sorted on the server (cards on a phone), and Export CSV of all of them (design §4).
 */
export default function PaymentLedgerPage() {
  const ledger = useLedger();
  const { rangeError } = ledger;

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
      <TaxNote totals={ledger.totals} />
      <LedgerSummary totals={ledger.totals} loading={ledger.totalsLoading} />
      {!rangeError && <LedgerPaymentsCard ledger={ledger} />}
    </Stack>
  );
}
