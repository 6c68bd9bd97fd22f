import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly, LazyAdminPage } from '../features/common/guards';

export const Route = createFileRoute('/payment-ledger')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="payment-ledger" />
    </AdminOnly>
  ),
});
