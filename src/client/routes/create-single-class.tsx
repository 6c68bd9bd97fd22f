import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../features/common/guards';
import { LazyAdminPage } from '../lazyScreens';

export const Route = createFileRoute('/create-single-class')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="create-single-class" />
    </AdminOnly>
  ),
});
