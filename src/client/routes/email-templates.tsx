import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../features/common/guards';
import { LazyAdminPage } from '../lazyScreens';

export const Route = createFileRoute('/email-templates')({
  component: () => (
    <AdminOnly>
      <LazyAdminPage page="email-templates" />
    </AdminOnly>
  ),
});
