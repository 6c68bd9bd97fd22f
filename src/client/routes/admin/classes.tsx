import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../../features/common/guards';
import { LazyAdminPage } from '../../lazyScreens';

export const Route = createFileRoute('/admin/classes')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="classes" />
    </AdminOnly>
  ),
});
