import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ADMIN_SECTION_IDS } from '../features/admin/adminSections';
import { StudentLoginScreen } from '../features/auth/StudentLoginScreen';
import { FullPageSpinner } from '../features/common/FullPageSpinner';
import { LazyAdminShell } from '../features/common/guards';
import { StudentDashboard } from '../features/student/StudentDashboard';
import { useSession } from '../lib/session';

type Section = (typeof ADMIN_SECTION_IDS)[number];

function Home() {
  const session = useSession();
  if (session.kind === 'loading') return <FullPageSpinner />;
  if (session.kind === 'admin') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <LazyAdminShell />
      </Suspense>
    );
  }
  if (session.kind === 'student') return <StudentDashboard student={session.student} />;
  return <StudentLoginScreen />;
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { section?: Section } => {
    const section = search.section;
    return typeof section === 'string' && (ADMIN_SECTION_IDS as readonly string[]).includes(section)
      ? { section: section as Section }
      : {};
  },
  component: Home,
});
