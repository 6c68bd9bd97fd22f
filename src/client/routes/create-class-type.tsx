import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../features/common/guards';
import { LazyAdminPage } from '../lazyScreens';

export const Route = createFileRoute('/create-class-type')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="create-class-type" />
    </AdminOnly>
  ),
});
