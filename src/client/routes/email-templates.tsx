import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly, LazyAdminPage } from '../features/common/guards';

export const Route = createFileRoute('/email-templates')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="email-templates" />
    </AdminOnly>
  ),
});
