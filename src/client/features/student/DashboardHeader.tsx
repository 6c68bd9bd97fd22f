import { Trans } from '@lingui/react/macro';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { TSessionStudent } from '../../../shared/schemas/auth';
import { withArea } from '../../i18n/language';
import { useStudentSignOut } from './useStudentSignOut';

// Downloaded when first asked for: the dashboard's first paint carries no dialog (the first-load budget).
const ChangePasswordDialog = lazy(
  withArea('account', () =>
    import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
  ),
);

export function DashboardHeader({ student }: { student: TSessionStudent }) {
  const [changing, setChanging] = useState(false);
  // Stays mounted once opened, so closing it still animates.
  const [changeWanted, setChangeWanted] = useState(false);
  const signOut = useStudentSignOut();
  const name = student.preferredName || student.name;
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap>
            <Trans>Welcome, {name}</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {student.email}
          </Typography>
        </Box>
        <Button
          startIcon={<LockReset />}
          onClick={() => {
            setChangeWanted(true);
            setChanging(true);
          }}
        >
          <Trans>Change Password</Trans>
        </Button>
        <Button startIcon={<Logout />} color="inherit" onClick={signOut}>
          <Trans>Sign Out</Trans>
        </Button>
      </Toolbar>
      {changeWanted && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
