import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../../features/common/guards';
import { LazyAdminShell } from '../../lazyScreens';

export const Route = createFileRoute('/admin/')({
  component: () => (
    <AdminOnly>
      <LazyAdminShell />
    </AdminOnly>
  ),
});
