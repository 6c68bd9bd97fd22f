import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mui/material';
import { createLink } from '@tanstack/react-router';

const ButtonLink = createLink(Button);

/**
 * "View": opens the invoice page (/invoices/$invoiceId). `newTab` for the administrator's lists, so
 * the dashboard stays where it was while the invoice is read or printed.
 */
export function ViewInvoiceLink({
  invoiceId,
  invoiceNumber,
  newTab,
  variant = 'outlined',
}: {
  invoiceId: number;
  invoiceNumber: string;
  newTab?: boolean;
  variant?: 'outlined' | 'text' | 'contained';
}) {
  const { t } = useLingui();
  return (
    <ButtonLink
      to="/invoices/$invoiceId"
      params={{ invoiceId: String(invoiceId) }}
      size="small"
      variant={variant}
      aria-label={t`View invoice ${invoiceNumber}`}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      <Trans>View</Trans>
    </ButtonLink>
  );
}
