import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly, LazyAdminPage } from '../features/common/guards';

export const Route = createFileRoute('/create-single-class')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="create-single-class" />
    </AdminOnly>
  ),
});
