import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../features/common/guards';
import { LazyAdminPage } from '../lazyScreens';

export const Route = createFileRoute('/payment-ledger')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="payment-ledger" />
    </AdminOnly>
  ),
});
