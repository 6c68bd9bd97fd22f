import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Divider, Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/dates';
import type { TInvoiceDetail } from '../../../shared/schemas/invoices';
import { HowToPay } from './HowToPay';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { InvoicePayments } from './InvoicePayments';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { InvoiceTotals } from './InvoiceTotals';
import { isZero } from './invoiceFormat';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A titled part of the sheet; `name` makes its heading's id ("invoice-billed-to"), the same in every language. */
function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `invoice-${name}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ breakInside: 'avoid' }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The invoice laid out as a sheet of paper: it reads the same on screen, on a phone and printed. */
export function InvoiceDocument({ invoice: i }: { invoice: TInvoiceDetail }) {
  const { t } = useLingui();
  const s = i.studio;
  const invoiceNumber = i.invoiceNumber;
  const periodStart = formatDate(i.periodStart);
  const periodEnd = formatDate(i.periodEnd);
  const businessEmail = s.businessEmail;
  return (
    <Paper
      component="article"
      aria-labelledby="invoice-title"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 4 },
        '@media print': { border: 0, p: 0 },
      }}
    >
      <Grid container spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Grid size={{ xs: 12, sm: 'grow' }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {s.businessName}
          </Typography>
          {s.businessAddress && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {s.businessAddress}
            </Typography>
          )}
          {[s.businessEmail, s.businessPhone].filter(Boolean).map((line) => (
            <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 'auto' }} sx={{ textAlign: { sm: 'right' } }}>
          <Typography
            id="invoice-title"
            variant="h4"
            component="h1"
            sx={{ fontWeight: 600, fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
          >
            <Trans>Invoice {invoiceNumber}</Trans>
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <InvoiceStatusChip status={i.status} />
          </Box>
        </Grid>
      </Grid>

      <Divider sx={{ my: 3 }} />

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Section name="billed-to" title={t`Billed To`}>
            <Typography sx={{ fontWeight: 600 }}>{i.studentName}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {i.studentEmail}
            </Typography>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Section name="invoice-details" title={t`Invoice Details`}>
            <Fact label={t`Period`}>
              <Trans>
                {periodStart} – {periodEnd}
              </Trans>
            </Fact>
            <Fact label={t`Issued`}>{formatDate(i.issueDate)}</Fact>
            <Fact label={t`Due date`}>{formatDate(i.dueDate)}</Fact>
          </Section>
        </Grid>
      </Grid>

      <Box sx={{ mt: 3, overflowX: 'auto' }}>
        <InvoiceLinesTable lines={i.lines} />
      </Box>

      <Box sx={{ mt: 3, display: 'flex', breakInside: 'avoid' }}>
        <InvoiceTotals invoice={i} />
      </Box>

      <Box sx={{ mt: 4, display: 'grid', gap: 4 }}>
        <Section name="payments-received" title={t`Payments Received`}>
          <InvoicePayments payments={i.payments} />
        </Section>
        {!isZero(i.amountDue) && (
          <Section name="how-to-pay" title={t`How to Pay`}>
            <HowToPay options={i.paymentOptions} />
            {s.businessEmail && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                <Trans>
                  Please quote {invoiceNumber} with your payment. Questions? {businessEmail}
                </Trans>
              </Typography>
            )}
          </Section>
        )}
      </Box>
    </Paper>
  );
}
