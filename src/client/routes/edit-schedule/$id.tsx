import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly, LazyAdminPage } from '../../features/common/guards';

export const Route = createFileRoute('/edit-schedule/$id')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="edit-schedule" />
    </AdminOnly>
  ),
});
