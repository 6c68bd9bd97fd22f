import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mui/material';
import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { StudentClassSignup } from '../../features/classes/signup/StudentClassSignup';
import { FullPageSpinner } from '../../features/common/FullPageSpinner';
import { GuardMessage } from '../../features/common/guards';
import { withArea } from '../../i18n/language';
import { useSession } from '../../lib/session';

/** The admin view is its own chunk: a student's browser never downloads it. */
const ClassSignupAdmin = lazy(
  withArea('admin', () => import('../../features/classes/signup/ClassSignupAdmin')),
);

/** The class enrolment page: the admin view manages the class's schedules, the student view lists them. */
function ClassSignup() {
  const { classTypeId } = Route.useParams();
  const { t } = useLingui();
  const session = useSession();
  if (session.kind === 'loading') return <FullPageSpinner />;
  if (session.kind === 'none') {
    return (
      <GuardMessage
        title={t`Please log in to access your dashboard.`}
        action={
          <Button variant="contained" component={Link} to="/">
            <Trans>Go to Login</Trans>
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
