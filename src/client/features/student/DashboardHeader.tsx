import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import type { TSessionStudent } from '../../../shared/schemas/auth';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useStudentSignOut } from './useStudentSignOut';

export function DashboardHeader({ student }: { student: TSessionStudent }) {
  const [changing, setChanging] = useState(false);
  const signOut = useStudentSignOut();
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap>
            Welcome, {student.preferredName || student.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {student.email}
          </Typography>
        </Box>
        <Button startIcon={<LockReset />} onClick={() => setChanging(true)}>
          Change Password
        </Button>
        <Button startIcon={<Logout />} color="inherit" onClick={signOut}>
          Sign Out
        </Button>
      </Toolbar>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </AppBar>
  );
}
