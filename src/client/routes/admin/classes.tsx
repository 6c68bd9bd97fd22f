import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly, LazyAdminPage } from '../../features/common/guards';

export const Route = createFileRoute('/admin/classes')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="classes" />
    </AdminOnly>
  ),
});
