import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mui/material';
import { createFileRoute, Link } from '@tanstack/react-router';
import { FullPageSpinner } from '../../features/common/FullPageSpinner';
import { GuardMessage } from '../../features/common/guards';
import { NotFound } from '../../features/common/NotFound';
import { InvoicePage } from '../../features/invoices/InvoicePage';
import { useSession } from '../../lib/session';

/** An invoice, for the administrator or for the student it bills (the server decides which it is). */
function InvoiceRoute() {
  const { invoiceId } = Route.useParams();
  const { t } = useLingui();
  const session = useSession();
  const id = Number(invoiceId);
  if (!/^\d{1,10}$/.test(invoiceId) || id < 1 || id > 2_147_483_647) return <NotFound />;
  if (session.kind === 'loading') return <FullPageSpinner />;
  if (session.kind === 'none') {
    return (
      <GuardMessage
        title={t`Please log in to access your dashboard.`}
        action={
          <Button variant="contained" component={Link} to="/">
            <Trans>Go to Login</Trans>
          </Button>
        }
      />
    );
  }
  return <InvoicePage invoiceId={id} />;
}

export const Route = createFileRoute('/invoices/$invoiceId')({ component: InvoiceRoute });
