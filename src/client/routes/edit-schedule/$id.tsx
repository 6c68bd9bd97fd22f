import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../../features/common/guards';
import { LazyAdminPage } from '../../lazyScreens';

export const Route = createFileRoute('/edit-schedule/$id')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="edit-schedule" />
    </AdminOnly>
  ),
});
