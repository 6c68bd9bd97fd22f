import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly, LazyAdminShell } from '../../features/common/guards';

export const Route = createFileRoute('/admin/')({
  component: () => (
    <AdminOnly>
      <LazyAdminShell />
    </AdminOnly>
  ),
});
