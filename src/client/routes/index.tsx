import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ADMIN_SECTION_IDS } from '../features/admin/adminSections';
import { StudentLoginScreen } from '../features/auth/StudentLoginScreen';
import { FullPageSpinner } from '../features/common/FullPageSpinner';
import { LazyAdminShell } from '../lazyScreens';
import { useSession } from '../lib/session';

/** The dashboard downloads once a student is signed in: the login screen does not carry it. */
const StudentDashboard = lazy(() =>
  import('../features/student/StudentDashboard').then((m) => ({ default: m.StudentDashboard })),
);

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
  if (session.kind === 'student') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <StudentDashboard student={session.student} />
      </Suspense>
    );
  }
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
