import { useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { formatMoney } from '../../../../shared/money';

export interface PaymentFactsProps {
  institution: string | null;
  amount: string;
  payerName: string | null;
  payerEmail: string | null;
  reference: string | null;
  /** The studio's invoice the notice says it pays (PayPal and Square invoice-paid notices); no row without one. */
  invoiceNumber?: string | null;
  /** Already formatted in the studio's timezone. */
  received?: string;
}

const NONE = '—';

/** What a payment notification says: who sent the money, how much, through whom, under which reference, for which invoice. */
export function PaymentFacts({
  institution,
  amount,
  payerName,
  payerEmail,
  reference,
  invoiceNumber,
  received,
}: PaymentFactsProps) {
  const { t } = useLingui();
  const amountLabel = t`Amount`;
  const rows: [string, string][] = [
    [t`Institution`, institution ?? NONE],
    [amountLabel, formatMoney(amount)],
    [t`Payer name`, payerName ?? NONE],
    [t`Payer e-mail`, payerEmail ?? NONE],
    [t`Reference`, reference ?? NONE],
    ...(invoiceNumber ? [[t`Invoice`, `#${invoiceNumber}`] as [string, string]] : []),
    ...(received ? [[t`Received`, received] as [string, string]] : []),
  ];
  return <FactList rows={rows} strong={amountLabel} />;
}

/**
 * Label and value pairs of a payment, the amount (the row labelled `strong`) in bold (also the Incoming
 * Emails payment panel).
 */
export function FactList({
  rows,
  strong,
}: {
  rows: readonly (readonly [string, string])[];
  strong?: string;
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: label === strong ? 700 : undefined }}
          >
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
