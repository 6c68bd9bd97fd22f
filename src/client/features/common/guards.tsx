import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Typography } from '@mui/material';
import { Link, Navigate } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import type { TSessionStudent } from '../../../shared/schemas/auth';
import { useSession } from '../../lib/session';
import { FullPageSpinner } from './FullPageSpinner';

/** Admin pages: anyone else is sent to the admin login. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.kind === 'loading') return <FullPageSpinner />;
  if (session.kind !== 'admin') return <Navigate to="/admin-login" replace />;
  return <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>;
}

export function GuardMessage({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}

/** Student pages: the spec's guard texts when there is no student. */
export function StudentOnly({
  children,
  deniedTitle,
}: {
  children: (student: TSessionStudent) => ReactNode;
  deniedTitle?: string;
}) {
  const { t } = useLingui();
  const session = useSession();
  if (session.kind === 'loading') return <FullPageSpinner />;
  if (session.kind !== 'student') {
    return (
      <GuardMessage
        title={deniedTitle ?? t`Please log in to access your dashboard.`}
        action={
          <Button variant="contained" component={Link} to="/">
            <Trans>Go to Login</Trans>
          </Button>
        }
      />
    );
  }
  return <>{children(session.student)}</>;
}
