import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { FullPageSpinner } from '../features/common/FullPageSpinner';
import { LazyAdminLogin, LazyAdminShell } from '../lazyScreens';
import { useSession } from '../lib/session';

function AdminLoginRoute() {
  const session = useSession();
  if (session.kind === 'loading') return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {session.kind === 'admin' ? <LazyAdminShell /> : <LazyAdminLogin />}
    </Suspense>
  );
}

export const Route = createFileRoute('/admin-login')({ component: AdminLoginRoute });
