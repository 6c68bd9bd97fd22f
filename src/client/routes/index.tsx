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
  const { card, left } = Route.useSearch();
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
        <StudentDashboard
          student={session.student}
          cardReturn={card ? { checkoutId: card, left: left === 1 } : undefined}
        />
      </Suspense>
    );
  }
  return <StudentLoginScreen />;
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { section?: Section; card?: number; left?: number } => {
    const section = search.section;
    const card = Number(search.card);
    return {
      ...(typeof section === 'string' && (ADMIN_SECTION_IDS as readonly string[]).includes(section)
        ? { section: section as Section }
        : {}),
      // Back from Stripe Checkout: the card payment to show on the Payments tab (decision 039).
      ...(Number.isSafeInteger(card) && card > 0 ? { card, ...(search.left ? { left: 1 } : {}) } : {}),
    };
  },
  component: Home,
});
