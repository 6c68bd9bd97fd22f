import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly, LazyAdminPage } from '../features/common/guards';

export const Route = createFileRoute('/create-class-type')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="create-class-type" />
    </AdminOnly>
  ),
});
