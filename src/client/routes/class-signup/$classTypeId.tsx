import { Button } from '@mui/material';
import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { StudentClassSignup } from '../../features/classes/signup/StudentClassSignup';
import { FullPageSpinner } from '../../features/common/FullPageSpinner';
import { GuardMessage } from '../../features/common/guards';
import { useSession } from '../../lib/session';

/** The admin view is its own chunk: a student's browser never downloads it. */
const ClassSignupAdmin = lazy(() => import('../../features/classes/signup/ClassSignupAdmin'));

/** The class enrolment page: the admin view manages the class's schedules, the student view lists them. */
function ClassSignup() {
  const { classTypeId } = Route.useParams();
  const session = useSession();
  if (session.kind === 'loading') return <FullPageSpinner />;
  if (session.kind === 'none') {
    return (
      <GuardMessage
        title="Please log in to access your dashboard."
        action={
          <Button variant="contained" component={Link} to="/">
            Go to Login
          </Button>
        }
      />
    );
  }
  if (session.kind === 'admin') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ClassSignupAdmin classTypeId={classTypeId} />
      </Suspense>
    );
  }
  return <StudentClassSignup classTypeId={classTypeId} />;
}

export const Route = createFileRoute('/class-signup/$classTypeId')({ component: ClassSignup });
