import { Trans, useLingui } from '@lingui/react/macro';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import { Alert, Box, Button, Container, GlobalStyles, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { isNotFound, trpc } from '../../lib/trpc';
import { PayByCardButton } from '../card-payments/PayByCardButton';
import { NotFound } from '../common/NotFound';
import { InvoiceDocument } from './InvoiceDocument';
import { isZero, money } from './invoiceFormat';

/** On paper: the sheet alone, on white, with the printer's margins. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '14mm' },
        body: { background: '#fff !important' },
      },
    }}
  />
);

/**
 * The invoice page (/invoices/$invoiceId) for the administrator or the student it bills: the invoice
 * as a printable sheet, with Back and Print above it (not printed). Another student's invoice is
 * answered 404 by the server and shows as the app's not-found page.
 */
export function InvoicePage({ invoiceId }: { invoiceId: number }) {
  const { t } = useLingui();
  const detail = useQuery(trpc.invoices.detail.queryOptions({ id: invoiceId }));
  const session = useSession();
  const number = detail.data?.invoiceNumber;
  const title = number ? t`Invoice ${number}` : null;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    // The title is the file name a browser suggests when the page is saved as PDF.
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  const due = detail.data ? money(detail.data.amountDue) : '';

  if (detail.isError && isNotFound(detail.error)) return <NotFound />;
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', '@media print': { bgcolor: '#fff' } }}>
      {printStyles}
      <Container
        maxWidth="md"
        sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 }, '@media print': { p: 0 } }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap', mb: 2, displayPrint: 'none' }}
        >
          <Button component={Link} to="/" startIcon={<ArrowBack />}>
            <Trans>Back to Dashboard</Trans>
          </Button>
          {session.kind === 'student' && detail.data && !isZero(detail.data.amountDue) && (
            <PayByCardButton
              input={{ purpose: 'invoice', invoiceId: detail.data.id }}
              variant="outlined"
              label={t`Pay ${due} by Card`}
            />
          )}
          <Button
            variant="contained"
            startIcon={<Print />}
            onClick={() => window.print()}
            disabled={!detail.data}
          >
            <Trans>Print</Trans>
          </Button>
        </Stack>
        {detail.isPending && <Skeleton variant="rounded" height={480} aria-label={t`Loading invoice`} />}
        {detail.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                <Trans>Try Again</Trans>
              </Button>
            }
          >
            <Trans>We could not load this invoice.</Trans>
          </Alert>
        )}
        {detail.data && <InvoiceDocument invoice={detail.data} />}
      </Container>
    </Box>
  );
}
