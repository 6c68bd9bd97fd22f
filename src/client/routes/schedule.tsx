import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly, LazyAdminPage } from '../features/common/guards';

export const Route = createFileRoute('/schedule')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="schedule" />
    </AdminOnly>
  ),
});
